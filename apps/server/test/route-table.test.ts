import type { Route } from '@lms/domain/contract';
import * as contract from '@lms/domain/contract';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onlyTableRoutes } from '../src/plugins/route-registrar';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const isRoute = (value: unknown): value is Route =>
  typeof value === 'object' &&
  value !== null &&
  'method' in value &&
  'path' in value &&
  'access' in value &&
  'tag' in value;

/** Every route of every table the contract exports. */
const tableRoutes: Route[] = Object.values(contract).flatMap((value) =>
  typeof value === 'object' && value !== null && Object.values(value).every(isRoute)
    ? Object.values(value as Record<string, Route>)
    : [],
);

describe('the route table', () => {
  it('holds every area, each route once', () => {
    expect(tableRoutes.length).toBeGreaterThan(100);
    const keys = tableRoutes.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('is what the server serves: each route is registered under /api', () => {
    const missing = tableRoutes.filter((r) => !t.app.hasRoute({ method: r.method, url: `/api${r.path}` }));
    expect(missing.map((r) => `${r.method} ${r.path}`)).toEqual([]);
  });

  it('refuses, at start, a route registered outside the tables', async () => {
    const stray = Fastify();
    const starting = stray.register(
      async (api) => {
        onlyTableRoutes(api);
        api.get('/secret', async () => 'hidden');
      },
      { prefix: '/api' },
    );
    await expect(starting).rejects.toThrow('GET /api/secret is not in a route table');
    await stray.close();
  });

  it('documents every route in the OpenAPI description', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, unknown>>;
    const undocumented = tableRoutes.filter((r) => {
      const openApiPath = `/api${r.path}`.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}');
      return !paths[openApiPath]?.[r.method.toLowerCase()];
    });
    expect(undocumented.map((r) => `${r.method} ${r.path}`)).toEqual([]);
  });
});
