/** Bytes of a WAV (RIFF) header: a file this size or smaller holds no sound. */
export const WAV_HEADER_BYTES = 44;

/**
 * Encodes mono float samples (-1..1) as a 16-bit PCM WAV file. Browsers record compressed formats
 * (WebM/Opus) that the allowed attachment types do not include, so the recorder collects raw samples and
 * writes the WAV itself.
 */
export function encodeWav(chunks: readonly Float32Array[], sampleRate: number): ArrayBuffer {
  const count = chunks.reduce((n, c) => n + c.length, 0);
  const buffer = new ArrayBuffer(WAV_HEADER_BYTES + count * 2);
  const view = new DataView(buffer);
  const ascii = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i += 1) view.setUint8(offset + i, text.charCodeAt(i));
  };
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + count * 2, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true); // bytes per second
  view.setUint16(32, 2, true); // block align
  view.setUint16(34, 16, true); // bits per sample
  ascii(36, 'data');
  view.setUint32(40, count * 2, true);
  let offset = WAV_HEADER_BYTES;
  for (const chunk of chunks) {
    for (const sample of chunk) {
      const s = Math.max(-1, Math.min(1, sample));
      view.setInt16(offset, s < 0 ? s * 0x8000 : s * 0x7fff, true);
      offset += 2;
    }
  }
  return buffer;
}

/** The sample rate recordings are stored at: clear speech in a third of the bytes of 48 kHz. */
export const RECORDING_SAMPLE_RATE = 16_000;

/** Lowers the sample rate by averaging each run of `factor` samples (1 leaves the samples as they are). */
export function downsample(samples: Float32Array, factor: number): Float32Array {
  if (factor <= 1) return samples;
  const out = new Float32Array(Math.floor(samples.length / factor));
  for (let i = 0; i < out.length; i += 1) {
    let sum = 0;
    for (let j = 0; j < factor; j += 1) sum += samples[i * factor + j]!;
    out[i] = sum / factor;
  }
  return out;
}
