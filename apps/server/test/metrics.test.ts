import { healthRoutes } from '@lms/domain/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { callRoute } from './support/call-route';
import { createTestApp, onPostgres, type TestApp } from './support/test-app';

const TOKEN = 'metrics-token-of-the-test';
let t: TestApp;
afterEach(() => t.close());

const scrape = (authorization?: string) =>
  t.app.inject({ method: 'GET', url: '/api/metrics', headers: authorization ? { authorization } : {} });

describe('GET /api/metrics', { timeout: 90_000 }, () => {
  it('does not exist without METRICS_TOKEN', async () => {
    t = await createTestApp();
    expect((await scrape(`Bearer ${TOKEN}`)).statusCode).toBe(404);
  });

  it('answers 404 to a caller without the token or with another one', async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
    expect((await scrape()).statusCode).toBe(404);
    expect((await scrape('Bearer not-the-metrics-token')).statusCode).toBe(404);
    expect((await scrape(TOKEN)).statusCode).toBe(404);
  });

  it('gives the bearer requests by route, queues, sockets, the event loop and the pool', async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
    for (let i = 0; i < 3; i++) await callRoute(t.app, healthRoutes.health, {});
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(text).toMatch(
      /lms_http_request_duration_seconds_count\{route="health",method="GET",status="200"\} 3/,
    );
    expect(text).toMatch(/lms_job_queue_depth\{job="rescore"\} 0/);
    expect(text).toMatch(/lms_job_queue_depth\{job="video_conversion"\} 0/);
    expect(text).toMatch(/lms_sockets_connected \d+/);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    if (onPostgres) expect(text).toMatch(/lms_db_pool_connections\{state="in_use"\} \d+/);
  });
});
