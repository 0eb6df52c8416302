import { describe, expect, it } from 'vitest';
import { isRecordingUsable, previewText } from './list';

describe('Q&A list helpers', () => {
  it('cuts a description at 400 characters, counting Bengali code points whole', () => {
    const long = 'ক'.repeat(401);
    expect(previewText(long)).toEqual({ text: 'ক'.repeat(400), cut: true });
    expect(previewText('short')).toEqual({ text: 'short', cut: false });
    expect(previewText('a'.repeat(400)).cut).toBe(false);
  });

  it('treats a recording of 44 bytes or less as empty', () => {
    expect(isRecordingUsable(44)).toBe(false);
    expect(isRecordingUsable(45)).toBe(true);
  });
});
