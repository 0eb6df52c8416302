import { readServerStates } from './server-state';
import { stopServer } from './start-server';

/** Stops the servers that global-setup started. */
export default async function globalTeardown(): Promise<void> {
  await Promise.all(readServerStates().map((server) => stopServer(server)));
}
