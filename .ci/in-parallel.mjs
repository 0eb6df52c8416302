// Runs shell commands side by side, as many at once as the machine has CPUs (or JOBS), the first given
// starting first (so give the longest first). Each command's output is printed whole when it ends, so
// two never interleave; the exit code is the first failure's, after every command has ended.
//   node .ci/in-parallel.mjs "tsc -p apps/server" "tsc -p apps/web" ...
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const commands = process.argv.slice(2);
const limit = Math.max(1, Number(process.env.JOBS) || availableParallelism());
let next = 0;
let failure = 0;

function run(command) {
  return new Promise((done) => {
    const started = Date.now();
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (d) => output.push(d));
    child.stderr.on('data', (d) => output.push(d));
    child.on('close', (code) => {
      const took = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`--- ${command} (${took} s${code ? `, exit ${code}` : ''})\n`);
      process.stdout.write(Buffer.concat(output));
      if (code && !failure) failure = code;
      done();
    });
  });
}

async function lane() {
  while (next < commands.length) await run(commands[next++]);
}

await Promise.all(Array.from({ length: Math.min(limit, commands.length) }, lane));
process.exit(failure);
