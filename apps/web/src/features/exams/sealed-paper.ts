import { SEALED_PAPER_IV_BYTES, sealedPaperAad, shownSealedQuestions } from '@lms/domain';
import type { ExamQuestionView, SealedPaperDocument, SealedPaperKeyView } from '@lms/domain/contract';
import { ApiError } from '../../lib/api-error';
import { getSealedPaper } from './api/get-sealed-paper';

/**
 * True when this browser can open a sealed paper: WebCrypto and gzip streams are there. A page served
 * over plain http from a LAN address has no `crypto.subtle`: it starts exams with the paper call.
 */
export function canOpenSealedPapers(): boolean {
  return (
    typeof globalThis.crypto?.subtle?.decrypt === 'function' &&
    typeof globalThis.DecompressionStream === 'function'
  );
}

function base64Bytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

async function gunzipText(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const compressed = new ReadableStream<Uint8Array<ArrayBuffer>>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
  return new Response(compressed.pipeThrough(new DecompressionStream('gzip'))).text();
}

function isSealedPaperDocument(value: unknown): value is SealedPaperDocument {
  const doc = value as Partial<SealedPaperDocument> | null;
  return (
    typeof doc === 'object' &&
    doc !== null &&
    typeof doc.examId === 'string' &&
    typeof doc.version === 'number' &&
    Array.isArray(doc.questions)
  );
}

/**
 * Opens an exam's sealed paper with the key its start released: decrypts it (AES-256-GCM, bound to the
 * exam and the key's version), unzips it and gives its questions as this attempt shows them (the
 * order, the options' order and `optionType` the paper call would give). Rejects when the bytes are not
 * this exam's paper of that version, or were changed on the way.
 */
export async function openSealedPaper(
  bytes: ArrayBuffer,
  examId: string,
  sealed: SealedPaperKeyView,
): Promise<ExamQuestionView[]> {
  const sealedBytes = new Uint8Array(bytes);
  const iv = sealedBytes.subarray(0, SEALED_PAPER_IV_BYTES);
  const ciphertext = sealedBytes.subarray(SEALED_PAPER_IV_BYTES);
  const key = await crypto.subtle.importKey('raw', base64Bytes(sealed.key), { name: 'AES-GCM' }, false, [
    'decrypt',
  ]);
  const plain = await crypto.subtle.decrypt(
    {
      name: 'AES-GCM',
      iv,
      additionalData: new TextEncoder().encode(sealedPaperAad(examId, sealed.version)),
      tagLength: 128,
    },
    key,
    ciphertext,
  );
  const doc: unknown = JSON.parse(await gunzipText(new Uint8Array(plain)));
  if (!isSealedPaperDocument(doc) || doc.examId !== examId || doc.version !== sealed.version)
    throw new Error(`The sealed paper is not version ${sealed.version} of exam ${examId}`);
  // The shown questions keep each question's own type, read from the paper the server sealed.
  return shownSealedQuestions(doc.questions, sealed.seed, {
    shuffleQuestions: doc.shuffleQuestions,
    shuffleOptions: doc.shuffleOptions,
  }) as ExamQuestionView[];
}

/** True when the exam has no sealed paper: its questions differ per attempt. */
export function isPaperNotSealed(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.code === 'paperNotSealed';
}

/** A sealed paper fetched or on its way: its bytes, or null for an exam that has none. */
type PaperFetch = Promise<ArrayBuffer | null>;

// For this page load: the papers fetched ahead, so that the start finds the bytes already here.
const papers = new Map<string, PaperFetch>();

const paperKey = (examId: string, groupId: string) => `${examId}\u0000${groupId}`;

function fetchPaper(examId: string, groupId: string): PaperFetch {
  const key = paperKey(examId, groupId);
  const fetching: PaperFetch = getSealedPaper(examId, groupId).catch((error: unknown) => {
    if (isPaperNotSealed(error)) return null;
    // A failure is not kept: the next call asks again.
    if (papers.get(key) === fetching) papers.delete(key);
    throw error;
  });
  papers.set(key, fetching);
  return fetching;
}

/**
 * Starts fetching an exam's sealed paper for the start to come, once per page load (a call while it is
 * fetched or kept does nothing). A failure is forgotten, so a later call tries again.
 */
export function prefetchSealedPaper(examId: string, groupId: string): void {
  if (papers.has(paperKey(examId, groupId))) return;
  // Nobody waits on a prefetch: its failure only means the start fetches the paper itself.
  fetchPaper(examId, groupId).catch(() => {});
}

/**
 * The sealed paper of an exam: the one fetched ahead when there is one, else fetched now; `fresh`
 * fetches it again (the one kept did not open: the exam changed since). Resolves null for an exam
 * that has no sealed paper; rejects when the fetch fails.
 */
export function takeSealedPaper(
  examId: string,
  groupId: string,
  options: { fresh?: boolean } = {},
): PaperFetch {
  const kept = options.fresh ? undefined : papers.get(paperKey(examId, groupId));
  return kept ?? fetchPaper(examId, groupId);
}
