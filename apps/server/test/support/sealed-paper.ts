import { createDecipheriv } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { SEALED_PAPER_IV_BYTES, sealedPaperAad } from '@lms/domain';
import type { SealedPaperDocument, SealedPaperKeyView } from '@lms/domain/contract';

/**
 * Opens a sealed paper as the student app does, with Node's crypto (the app uses WebCrypto): throws when
 * the key, the exam or the version is not the paper's, or a byte was changed.
 */
export function openSealed(bytes: Buffer, examId: string, key: SealedPaperKeyView): SealedPaperDocument {
  const iv = bytes.subarray(0, SEALED_PAPER_IV_BYTES);
  const tag = bytes.subarray(bytes.length - 16);
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(key.key, 'base64'), iv);
  decipher.setAAD(Buffer.from(sealedPaperAad(examId, key.version)));
  decipher.setAuthTag(tag);
  const plain = Buffer.concat([
    decipher.update(bytes.subarray(SEALED_PAPER_IV_BYTES, -16)),
    decipher.final(),
  ]);
  return JSON.parse(gunzipSync(plain).toString('utf8'));
}
