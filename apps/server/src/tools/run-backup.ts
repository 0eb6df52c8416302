import { backupDatabase, restoreDatabase } from './backup';

// `npm run backup -- <file>` and `npm run restore -- <file>`: the database of DATABASE_URL, or of
// DATA_DIR without it (stop the server first there). See docs/DEPLOY.md.
const [command, file] = process.argv.slice(2);
if ((command !== 'backup' && command !== 'restore') || !file) {
  console.error('Usage: npm run backup -- <file>   |   npm run restore -- <file>');
  process.exit(2);
}
// Only where the database is: no secret is needed to copy it.
const target = {
  DATABASE_URL: process.env.DATABASE_URL || undefined,
  DATA_DIR: process.env.DATA_DIR || '.data',
};
try {
  const what =
    command === 'backup' ? await backupDatabase(target, file) : await restoreDatabase(target, file);
  console.log(command === 'backup' ? `Backed up ${what} to ${file}` : `Restored ${what} from ${file}`);
} catch (error) {
  console.error(`${command} failed: ${(error as Error).message}`);
  process.exit(1);
}
