import pino from 'pino';
import { loadConfig } from '../config';
import { closeContext, createContext } from '../create-context';
import { isDatabaseEmpty, seedDemo } from './seed-demo';

// `npm run seed:demo`: seeds the demo institute into an empty database (DATA_DIR or DATABASE_URL).
const config = loadConfig();
const log = pino({ level: config.LOG_LEVEL });
const ctx = await createContext(config, { log });
try {
  if (await isDatabaseEmpty(ctx)) {
    await seedDemo(ctx);
    log.info('demo institute seeded');
  } else {
    log.info('the database has students already: nothing seeded');
  }
} finally {
  await closeContext(ctx);
}
