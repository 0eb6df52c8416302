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
  it('asks with the counts first, then publishes once however fast it is confirmed twice', async () => {
    let finish: (value: unknown) => void = () => undefined;
    callApi.mockImplementation((route: { path: string }) =>
      route.path.endsWith('/publish-preview')
        ? Promise.resolve({
            data: {
              examId: 'e1',
              groupIds: ['g1'],
              results: 3,
              students: 3,
              alreadyPublished: 0,
              unscored: 0,
            },
          })
        : new Promise((resolve) => {
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
    await act(async () => {
      button?.click();
      button?.click();
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    // only the preview so far: nothing is published before the question is answered
    expect(callApi).toHaveBeenCalledTimes(1);
    expect(document.body.textContent).toContain('3 results will be published and 3 students told.');
    const ok = [...document.body.querySelectorAll('.ant-modal button')].find(
      (b) => b.textContent === 'Publish',
    );
    await act(async () => {
      (ok as HTMLButtonElement | undefined)?.click();
      (ok as HTMLButtonElement | undefined)?.click();
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    await act(async () => {
      finish({ data: { published: 3, notified: 3 } });
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(callApi).toHaveBeenCalledTimes(2);
    expect(callApi.mock.calls[1]![1]).toEqual({
      params: { examId: 'e1' },
      body: { scope: 'exam', sms: 'none' },
    });
  });
});
