import { spawn } from 'node:child_process';

/** One HLS rendition: its height and video bit rate. */
export interface Rendition {
  height: number;
  videoKbps: number;
}

/** The ladder a video is converted to; renditions taller than the source are left out. */
export const RENDITIONS: readonly Rendition[] = [
  { height: 240, videoKbps: 300 },
  { height: 360, videoKbps: 700 },
  { height: 720, videoKbps: 2500 },
];

/** The renditions for a source of `height` pixels (at least the smallest one). */
export function renditionsFor(height: number, ladder: readonly Rendition[] = RENDITIONS): Rendition[] {
  const fitting = ladder.filter((r) => r.height <= height);
  return fitting.length > 0 ? fitting : [ladder[0]!];
}

/**
 * ffmpeg arguments that turn an input into HLS: H.264 + AAC in fMP4 segments of 2 s, one folder per
 * rendition (`v0/index.m3u8`, ...) and `master.m3u8`, written into the current folder.
 * H.264/AAC plays in every HLS player (Safari and iOS included) and in Chromium through Shaka.
 */
export function hlsArgs(
  input: string[],
  renditions: readonly Rendition[],
  hasAudio: boolean,
  audioKbps = 96,
): string[] {
  const split = renditions.map((_, i) => `[s${i}]`).join('');
  const scales = renditions.map((r, i) => `[s${i}]scale=-2:${r.height}[v${i}]`).join(';');
  const maps = renditions.flatMap((_, i) => ['-map', `[v${i}]`, ...(hasAudio ? ['-map', '0:a:0?'] : [])]);
  const rates = renditions.flatMap((r, i) => [
    `-b:v:${i}`,
    `${r.videoKbps}k`,
    `-maxrate:v:${i}`,
    `${Math.round(r.videoKbps * 1.2)}k`,
    `-bufsize:v:${i}`,
    `${r.videoKbps * 2}k`,
  ]);
  const streamMap = renditions.map((_, i) => (hasAudio ? `v:${i},a:${i}` : `v:${i}`)).join(' ');
  return [
    '-hide_banner',
    '-nostats',
    '-loglevel',
    'error',
    '-y',
    ...input,
    '-filter_complex',
    `[0:v]split=${renditions.length}${split};${scales}`,
    ...maps,
    '-c:v',
    'libx264',
    '-profile:v',
    'main',
    '-preset',
    'veryfast',
    '-pix_fmt',
    'yuv420p',
    // a key frame every 2 s at any frame rate, so every segment starts with one
    '-force_key_frames',
    'expr:gte(t,n_forced*2)',
    '-sc_threshold',
    '0',
    ...rates,
    ...(hasAudio ? ['-c:a', 'aac', '-b:a', `${audioKbps}k`, '-ac', '2'] : []),
    '-f',
    'hls',
    '-hls_time',
    '2',
    '-hls_playlist_type',
    'vod',
    '-hls_segment_type',
    'fmp4',
    '-hls_fmp4_init_filename',
    'init.mp4',
    '-hls_segment_filename',
    'v%v/seg_%03d.m4s',
    '-master_pl_name',
    'master.m3u8',
    '-var_stream_map',
    streamMap,
    '-progress',
    'pipe:1',
    'v%v/index.m3u8',
  ];
}

function run(
  command: string,
  args: string[],
  cwd?: string,
  onLine?: (line: string) => void,
  signal?: AbortSignal,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], signal });
    let out = '';
    let err = '';
    let pending = '';
    child.stdout.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      out += text;
      if (!onLine) return;
      pending += text;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) onLine(line);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      err = (err + chunk.toString()).slice(-4000);
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(out) : reject(new Error(err.trim() || `${command} exited with ${code}`)),
    );
  });
}

let available: Promise<boolean> | undefined;

/** True when ffmpeg and ffprobe are installed (checked once per process). */
export function ffmpegAvailable(): Promise<boolean> {
  available ??= Promise.all([run('ffmpeg', ['-version']), run('ffprobe', ['-version'])]).then(
    () => true,
    () => false,
  );
  return available;
}

/** What the conversion needs to know about a source file. */
export interface SourceInfo {
  durationSeconds: number;
  height: number;
  hasAudio: boolean;
}

/** Reads a video file's duration, height and whether it has sound (ffprobe). */
export async function probe(file: string): Promise<SourceInfo> {
  const out = await run('ffprobe', [
    '-v',
    'error',
    '-print_format',
    'json',
    '-show_format',
    '-show_streams',
    file,
  ]);
  const info = JSON.parse(out) as {
    format?: { duration?: string };
    streams?: { codec_type?: string; height?: number }[];
  };
  const video = info.streams?.find((s) => s.codec_type === 'video');
  if (!video) throw new Error('The file has no video stream.');
  return {
    durationSeconds: Number(info.format?.duration ?? 0),
    height: video.height ?? 0,
    hasAudio: Boolean(info.streams?.some((s) => s.codec_type === 'audio')),
  };
}

/**
 * Runs an HLS conversion in `outDir`, reporting progress (0..100) from ffmpeg's `-progress` output
 * against the source duration. Aborting `signal` ends ffmpeg and rejects.
 */
export async function convertToHls(
  input: string[],
  outDir: string,
  source: SourceInfo,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  const args = hlsArgs(input, renditionsFor(source.height), source.hasAudio);
  await run(
    'ffmpeg',
    args,
    outDir,
    (line) => {
      const [name, value] = line.split('=');
      if (name === 'out_time_us' && source.durationSeconds > 0) {
        const done = Number(value) / 1_000_000 / source.durationSeconds;
        if (Number.isFinite(done)) onProgress(Math.max(0, Math.min(99, Math.floor(done * 100))));
      }
    },
    signal,
  );
  onProgress(100);
}
