import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * This node's Prometheus metrics (prom-client), one registry per app. Made only when METRICS_TOKEN is
 * set: without it nothing is measured and `/api/metrics` does not exist.
 */
export interface Metrics {
  registry: Registry;
  /** Every API request: its route's name in the route table, method and status, with its duration. */
  requests: Histogram<'route' | 'method' | 'status'>;
  /** Answer-save batches written, by how many answers each held. */
  answerBatchSize: Histogram;
  /** Background job runs that failed, by job. */
  jobFailures: Counter<'job'>;
  /** Promises that failed with no one to handle them (logged; the node goes on). */
  unhandledRejections: Counter;
  /** Adds a gauge read when Prometheus scrapes (a count kept elsewhere: sockets, pool, queues). */
  gauge(name: string, help: string, read: () => number | Promise<number>): void;
  /** Adds a gauge with one value per label value, read on scrape. */
  labelledGauge(
    name: string,
    help: string,
    label: string,
    read: () => Record<string, number> | Promise<Record<string, number>>,
  ): void;
}

/** The metrics of one node: the process (CPU, memory, event-loop lag, GC) and the API's own. */
export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  return {
    registry,
    requests: new Histogram({
      name: 'lms_http_request_duration_seconds',
      help: 'API requests by route, method and status',
      labelNames: ['route', 'method', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    }),
    answerBatchSize: new Histogram({
      name: 'lms_answer_batch_size',
      help: 'Answers written per answer-save batch',
      buckets: [1, 2, 5, 10, 20, 50, 100, 200, 500],
      registers: [registry],
    }),
    jobFailures: new Counter({
      name: 'lms_job_failures_total',
      help: 'Background job runs that failed',
      labelNames: ['job'],
      registers: [registry],
    }),
    unhandledRejections: new Counter({
      name: 'lms_unhandled_rejections_total',
      help: 'Promise rejections nobody handled (logged, not fatal)',
      registers: [registry],
    }),
    gauge(name, help, read) {
      new Gauge({
        name,
        help,
        registers: [registry],
        async collect() {
          this.set(await read());
        },
      });
    },
    labelledGauge(name, help, label, read) {
      new Gauge({
        name,
        help,
        labelNames: [label],
        registers: [registry],
        async collect() {
          this.reset();
          for (const [value, count] of Object.entries(await read())) this.set({ [label]: value }, count);
        },
      });
    },
  };
}
