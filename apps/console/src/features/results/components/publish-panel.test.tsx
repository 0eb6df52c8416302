import type { ExamStatisticsView } from '@lms/domain/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubAntdBrowserApis } from '../../../components/antd-in-jsdom';
import { PublishPanel } from './publish-panel';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api', () => ({ callApi }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  stubAntdBrowserApis();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  callApi.mockReset();
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const stats = {
  groups: [{ groupId: 'g1', name: 'Batch A', endsAt: null, open: false, resultsPublishedAt: null }],
} as unknown as ExamStatisticsView;

describe('the publish panel', () => {
  it('publishes once however fast "Publish results" is clicked twice', async () => {
    let finish: (value: unknown) => void = () => undefined;
    callApi.mockImplementation(
      () =>
        new Promise((resolve) => {
          finish = resolve;
        }),
    );
    act(() =>
      root.render(
        <QueryClientProvider client={new QueryClient()}>
          <App>
            <PublishPanel examId="e1" stats={stats} />
          </App>
        </QueryClientProvider>,
      ),
    );
    const button = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Publish results');
    act(() => {
      button?.click();
      button?.click();
    });
    await act(async () => {
      finish({ data: { published: 1, notified: 1 } });
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(callApi).toHaveBeenCalledTimes(1);
  });
});
