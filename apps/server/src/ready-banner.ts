import type { Config } from './config';
import { DEMO } from './seed/demo-accounts';
import { DEMO_TEACHER } from './seed/demo-qa';
import type { NodeStarted } from './start-node';

/** The lines printed once the server is ready: where it is, its database, and the demo accounts. */
export function readyBanner(config: Config, started: NodeStarted, workers = 1): string {
  const { port } = started;
  const lines = [
    `Ready on http://localhost:${port}  (staff console: http://localhost:${port}/staff, API docs: /api/docs)` +
      (workers > 1 ? `  ${workers} worker processes` : ''),
    `Database: ${started.database}${started.database === 'pglite' ? ` in ${config.DATA_DIR}` : ''}`,
  ];
  if (!config.demoDefaultsRefused) {
    lines.push(
      started.seeded ? 'Demo institute seeded.' : 'Demo institute (seeded earlier):',
      `  Student:  ${DEMO.studentPhone} / ${DEMO.studentPassword}   (no group: ${DEMO.noGroupPhone} / ${DEMO.studentPassword})`,
      `  Guardian: ${DEMO.guardianPhone}   (two children; sign in with a one-time code, written to this log)`,
      `  Register: ${DEMO.admittedPhones[0]} ... ${DEMO.admittedPhones.at(-1)} (the code is written to this log)`,
      `  Staff:    ${DEMO.staffUsername} / ${DEMO.staffPassword}   (the console at /staff; one account per role, see README)`,
      `  Teacher:  ${DEMO_TEACHER.username} / ${DEMO_TEACHER.password}   (a mentor: answers the Q&A forum as Teacher)`,
    );
  }
  return `\n${lines.join('\n')}\n\n`;
}
