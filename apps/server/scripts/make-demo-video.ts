// Makes the demo lecture video committed under seed-assets/demo-video: 8 seconds of a test picture
// with a running clock and a tone, as H.264/AAC fMP4 HLS in two renditions (the same settings as the
// conversion job, smaller). Run: npx tsx scripts/make-demo-video.ts (needs ffmpeg).
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hlsArgs } from '../src/modules/content/video-jobs/ffmpeg';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'seed-assets', 'demo-video');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const font = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
const picture = [
  'testsrc=size=640x360:rate=24:duration=8',
  `drawtext=fontfile=${font}:text='Demo lecture  %{pts\\:hms}':fontcolor=white:fontsize=30:box=1:boxcolor=black@0.5:x=(w-text_w)/2:y=h-60`,
].join(',');
const input = ['-f', 'lavfi', '-i', `${picture}[out0];sine=frequency=440:sample_rate=44100:duration=8[out1]`];
const args = hlsArgs(
  input,
  [
    { height: 240, videoKbps: 110 },
    { height: 360, videoKbps: 220 },
  ],
  true,
  48,
);
const run = spawnSync('ffmpeg', args, { cwd: out, stdio: ['ignore', 'ignore', 'inherit'] });
if (run.status !== 0) throw new Error(`ffmpeg failed (${run.status})`);
console.log(`demo video written to ${out}`);
