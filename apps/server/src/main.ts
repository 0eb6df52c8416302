import cluster from 'node:cluster';
import { loadConfig } from './config';
import { createLogger } from './lib/log-redaction';
import { readyBanner } from './ready-banner';
import { startNode } from './start-node';
import { announceWorkerReady, startWorkers } from './start-workers';

const config = loadConfig();
const log = createLogger({ level: config.LOG_LEVEL });

if (config.WORKERS > 1 && cluster.isPrimary) startWorkers(config, log);
else {
  const started = await startNode(config, log);
  if (cluster.isWorker) announceWorkerReady(started);
  else process.stdout.write(readyBanner(config, started));
}
