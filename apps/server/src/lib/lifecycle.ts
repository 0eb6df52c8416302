/**
 * Whether this server is on its way down. From SIGTERM on, the readiness route fails so the load
 * balancer sends new traffic elsewhere, and responses ask clients to reconnect (to another node).
 */
export interface Lifecycle {
  readonly stopping: boolean;
  beginStopping(): void;
}

/** A lifecycle that starts up and running. */
export function createLifecycle(): Lifecycle {
  let stopping = false;
  return {
    get stopping() {
      return stopping;
    },
    beginStopping() {
      stopping = true;
    },
  };
}
