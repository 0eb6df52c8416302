import { createCipheriv, createHmac, randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { SEALED_PAPER_IV_BYTES, sealedPaperAad } from '@lms/domain';
import type { SealedPaperDocument } from '@lms/domain/contract';
import { RecentMap } from '../../../lib/recent-map';
import type { CachedExam } from '../exam-cache';

/**
 * Whether an exam's paper can be handed out sealed: every attempt sits the same questions (no pools
 * drawn per attempt, no subjects chosen per student), so one sealed paper serves every student.
 */
export function isSealable(exam: CachedExam): boolean {
  return exam.pools.length === 0 && !exam.isSegmented;
}

// Keyed by the cached exam object (a new version is a new object): derived once per version and node.
const keyByExam = new RecentMap<CachedExam, Buffer>(16);

/**
 * The key of an exam version's sealed paper: derived from the app secret, so that every node gives
 * the same key without storing it, and a changed exam (a new version) has a new one.
 */
export function sealedPaperKey(appSecret: string, exam: CachedExam): Buffer {
  return keyByExam.get(exam, () =>
    createHmac('sha256', appSecret).update(sealedPaperAad(exam.id, exam.version)).digest(),
  );
}

/** The paper's plaintext: the exam's questions without keys or explanations, canonical order. */
export function sealedPaperDocument(exam: CachedExam): SealedPaperDocument {
  return {
    examId: exam.id,
    version: exam.version,
    shuffleQuestions: exam.shuffleQuestions,
    shuffleOptions: exam.shuffleOptions,
    questions: exam.questions.map((q) => ({
      _id: q.id,
      type: q.type,
      title: q.title,
      point: q.point,
      options: q.options,
      imageOptions: q.imageOptions,
      image: q.image,
      file: q.file,
      subjectId: q.subjectId,
    })),
  };
}

// Keyed by the cached exam object (a new version is a new object): sealed once per version and node,
// then the same bytes for every student. Few exams are sat at one time.
const sealedByExam = new RecentMap<CachedExam, Buffer>(16);

/**
 * The exam's sealed paper: a random IV, then the gzip of the paper's JSON encrypted with AES-256-GCM
 * (its 16-byte tag at the end) under the version's key, bound to the exam and version. Compressed
 * before it is encrypted, since ciphertext does not compress.
 */
export function sealedPaper(appSecret: string, exam: CachedExam): Buffer {
  return sealedByExam.get(exam, () => {
    const iv = randomBytes(SEALED_PAPER_IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', sealedPaperKey(appSecret, exam), iv);
    cipher.setAAD(Buffer.from(sealedPaperAad(exam.id, exam.version)));
    const plain = gzipSync(JSON.stringify(sealedPaperDocument(exam)), { level: 9 });
    return Buffer.concat([iv, cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
  });
}
