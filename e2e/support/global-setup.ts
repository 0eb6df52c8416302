import type { FullConfig } from '@playwright/test';
import { writeServerStates } from './server-state';
import { startServer, stopServer } from './start-server';

/**
 * Starts the real server for the run, without OTP_REVEAL: codes are read from its log. With several
 * workers, one server each (started together), so journeys running side by side never meet each
 * other's demo data (sessions, branding, notices); `readServerState()` gives a worker its own.
 */
export default async function globalSetup(config: FullConfig): Promise<void> {
  const started = await Promise.allSettled(
    Array.from({ length: Math.max(1, config.workers) }, () => startServer()),
  );
  const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await Promise.all(servers.map((server) => stopServer(server)));
    throw failed.reason;
  }
  writeServerStates(servers);
  process.env.E2E_BASE_URL = servers[0]!.baseUrl;
}
