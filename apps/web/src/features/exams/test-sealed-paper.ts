import { createCipheriv, randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { SEALED_PAPER_IV_BYTES, sealedPaperAad } from '@lms/domain';
import type { SealedPaperDocument } from '@lms/domain/contract';

/** Test data: an exam's sealed paper document with an MCQ, a picture-option MCQ and a checkbox question. */
export function sealedDocument(examId: string, version: number, shuffle = false): SealedPaperDocument {
  return {
    examId,
    version,
    shuffleQuestions: shuffle,
    shuffleOptions: shuffle,
    questions: [
      {
        _id: 'q1',
        type: 'MCQ',
        title: 'বেগের পরিবর্তনের হার?',
        point: 1,
        options: ['Speed', 'Acceleration', 'Force', 'Distance'],
        imageOptions: [],
        image: ['uploads/graph.png'],
        file: [],
        subjectId: 's1',
      },
      {
        _id: 'q2',
        type: 'MCQ',
        title: 'কোন আকারের কোনো কোণ নেই?',
        point: 1,
        options: ['uploads/square.png', 'uploads/circle.png', 'Triangle'],
        imageOptions: [0, 1],
        image: [],
        file: [],
        subjectId: null,
      },
      {
        _id: 'q3',
        type: 'checkbox',
        title: 'কোনগুলো মৌলিক সংখ্যা?',
        point: 2,
        options: ['2', '9', '11', '15'],
        imageOptions: [],
        image: [],
        file: [],
        subjectId: null,
      },
    ],
  };
}

/** A random AES-256 key as the start gives it (base64) and as the server seals with it. */
export function sealedPaperTestKey(): { raw: Buffer; base64: string } {
  const raw = randomBytes(32);
  return { raw, base64: raw.toString('base64') };
}

/**
 * Seals a paper as the server does: a random IV, then the gzip of its JSON encrypted with AES-256-GCM
 * (the tag at the end) bound to `aad` (by default the paper's exam and version).
 */
export function sealForTest(
  doc: SealedPaperDocument,
  key: Buffer,
  aad = sealedPaperAad(doc.examId, doc.version),
): Buffer {
  const iv = randomBytes(SEALED_PAPER_IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad));
  const plain = gzipSync(JSON.stringify(doc));
  return Buffer.concat([iv, cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
}

/** The bytes as the API client gives them: an ArrayBuffer of their own. */
export function asArrayBuffer(bytes: Buffer): ArrayBuffer {
  const copy = new ArrayBuffer(bytes.byteLength);
  new Uint8Array(copy).set(bytes);
  return copy;
}
