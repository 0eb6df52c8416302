import { readServerState } from './server-state';
import { stopServer } from './start-server';

/** Stops the server that global-setup started. */
export default async function globalTeardown(): Promise<void> {
  await stopServer(readServerState());
}
