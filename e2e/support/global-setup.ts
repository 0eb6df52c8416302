import type { FullConfig } from '@playwright/test';
import { writeServerStates } from './server-state';
import { startServer } from './start-server';

/**
 * Starts the real server for the run, without OTP_REVEAL: codes are read from its log. With several
 * workers, one server each (started together), so journeys running side by side never meet each
 * other's demo data (sessions, branding, notices); `readServerState()` gives a worker its own.
 */
export default async function globalSetup(config: FullConfig): Promise<void> {
  const servers = await Promise.all(Array.from({ length: Math.max(1, config.workers) }, () => startServer()));
  writeServerStates(servers);
  process.env.E2E_BASE_URL = servers[0]!.baseUrl;
}
