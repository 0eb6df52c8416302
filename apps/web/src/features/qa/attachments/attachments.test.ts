import { describe, expect, it } from 'vitest';
import { attachmentsFromFiles, attachmentsFromMedia } from './attachment';
import { uploadAttachments } from './upload-attachments';

const file = (name: string, type: string) => new File(['x'], name, { type });

describe('attachments', () => {
  it('keeps only the allowed types, silently', () => {
    const kept = attachmentsFromFiles([
      file('a.pdf', 'application/pdf'),
      file('b.gif', 'image/gif'),
      file('c.wav', 'audio/wav'),
      file('d.exe', 'application/x-msdownload'),
    ]);
    expect(kept.map((a) => (a.kind === 'file' ? a.file.name : ''))).toEqual(['a.pdf', 'c.wav']);
  });

  it('uploads files, keeps stored media, and skips a file that fails', async () => {
    const attachments = [
      ...attachmentsFromMedia([{ mediaType: 'image/png', mediaUrl: 'uploads/old.png' }]),
      ...attachmentsFromFiles([file('ok.pdf', 'application/pdf'), file('bad.wav', 'audio/wav')]),
    ];
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const media = await uploadAttachments(attachments, async (f) => {
        if (f.name === 'bad.wav') throw new Error('network');
        return `uploads/${f.name}`;
      });
      expect(media).toEqual([
        { mediaType: 'image/png', mediaUrl: 'uploads/old.png' },
        { mediaType: 'application/pdf', mediaUrl: 'uploads/ok.pdf' },
      ]);
      expect(errors).toHaveLength(1);
    } finally {
      console.error = original;
    }
  });
});
