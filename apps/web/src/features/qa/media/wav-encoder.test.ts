import { describe, expect, it } from 'vitest';
import { downsample, encodeWav, WAV_HEADER_BYTES } from './wav-encoder';

describe('encodeWav', () => {
  it('writes a 44-byte PCM header and 16-bit samples', () => {
    const wav = encodeWav([new Float32Array([0, 1]), new Float32Array([-1, 0.5])], 8000);
    const view = new DataView(wav);
    const text = (o: number, n: number) => String.fromCharCode(...new Uint8Array(wav, o, n));
    expect(wav.byteLength).toBe(WAV_HEADER_BYTES + 8);
    expect(text(0, 4)).toBe('RIFF');
    expect(text(8, 4)).toBe('WAVE');
    expect(text(36, 4)).toBe('data');
    expect(view.getUint32(4, true)).toBe(36 + 8);
    expect(view.getUint32(24, true)).toBe(8000);
    expect(view.getUint32(40, true)).toBe(8);
    expect([0, 1, 2, 3].map((i) => view.getInt16(44 + i * 2, true))).toEqual([0, 32767, -32768, 16383]);
  });

  it('is only a header when nothing was recorded', () => {
    expect(encodeWav([], 44100).byteLength).toBe(WAV_HEADER_BYTES);
  });
});

describe('downsample', () => {
  it('averages runs of samples', () => {
    expect(Array.from(downsample(new Float32Array([0, 1, 0.5, 0.5, 1]), 2))).toEqual([0.5, 0.5]);
    const same = new Float32Array([1, 2]);
    expect(downsample(same, 1)).toBe(same);
  });
});
