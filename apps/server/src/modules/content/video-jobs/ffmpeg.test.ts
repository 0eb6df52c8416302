import { describe, expect, it } from 'vitest';
import { hlsArgs, RENDITIONS, renditionsFor } from './ffmpeg';

describe('HLS conversion settings', () => {
  it('never makes renditions taller than the source, but always one', () => {
    expect(renditionsFor(1080).map((r) => r.height)).toEqual([240, 360, 720]);
    expect(renditionsFor(480).map((r) => r.height)).toEqual([240, 360]);
    expect(renditionsFor(144)).toEqual([RENDITIONS[0]]);
  });

  it('maps one video (and audio when there is sound) per rendition into fMP4 HLS with a master playlist', () => {
    const args = hlsArgs(['-i', 'in.mp4'], renditionsFor(360), true);
    expect(args.join(' ')).toContain('[0:v]split=2[s0][s1];[s0]scale=-2:240[v0];[s1]scale=-2:360[v1]');
    expect(args[args.indexOf('-var_stream_map') + 1]).toBe('v:0,a:0 v:1,a:1');
    expect(args[args.indexOf('-hls_segment_type') + 1]).toBe('fmp4');
    expect(args[args.indexOf('-master_pl_name') + 1]).toBe('master.m3u8');
    const silent = hlsArgs(['-i', 'in.mp4'], renditionsFor(240), false);
    expect(silent[silent.indexOf('-var_stream_map') + 1]).toBe('v:0');
    expect(silent).not.toContain('-c:a');
  });
});
