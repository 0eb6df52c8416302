import { writeServerState } from './server-state';
import { startServer } from './start-server';

/** Starts the real server for the run, without OTP_REVEAL: codes are read from its log. */
export default async function globalSetup(): Promise<void> {
  const server = await startServer();
  writeServerState(server);
  process.env.E2E_BASE_URL = server.baseUrl;
}
