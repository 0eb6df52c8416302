import type { ExamQuestionView, SealedPaperKeyView, SealedStartView } from '@lms/domain/contract';
import type { LiveExam } from './api/exam-types';
import { getExam, keepLiveExam } from './api/get-exam';
import { startExam } from './api/start-exam';
import { startSealed } from './api/start-sealed';
import { isUnreachable, keptExamPaper } from './exam-offline-cache';
import { canOpenSealedPapers, openSealedPaper, takeSealedPaper } from './sealed-paper';

/**
 * After a failed start: the paper this device kept when the attempt was started, when the server could
 * not be reached (a reload while offline resumes the exam); otherwise the start's error.
 */
async function keptAfterFailedStart(error: unknown, examId: string, groupId: string): Promise<LiveExam> {
  const kept = isUnreachable(error) ? await keptExamPaper(examId, groupId) : undefined;
  if (!kept) throw error;
  return kept;
}

/** The questions of sealed bytes, or null when there are none or they do not open with this key. */
async function opened(
  bytes: ArrayBuffer | null,
  examId: string,
  sealed: SealedPaperKeyView,
): Promise<ExamQuestionView[] | null> {
  if (!bytes) return null;
  return openSealedPaper(bytes, examId, sealed).catch(() => null);
}

/**
 * The start with the sealed paper: the start and the paper's bytes (most often fetched ahead on My
 * Exams) in parallel, the questions opened here with the key the start released. A paper that does not
 * open (the exam changed since it was fetched) is fetched once more; without it the paper call gives
 * the questions.
 */
async function startSealedAndLoad(examId: string, groupId: string): Promise<LiveExam> {
  // The paper's fetch never fails the start: the paper call stands in for it.
  const taken = takeSealedPaper(examId, groupId).catch(() => null);
  let started: SealedStartView;
  try {
    started = await startSealed(examId, groupId);
  } catch (error) {
    return keptAfterFailedStart(error, examId, groupId);
  }
  const { paper, sealed } = started;
  if (sealed) {
    const bytes = await taken;
    let questions = await opened(bytes, examId, sealed);
    if (!questions && bytes) {
      // Fetched before the exam changed (another version): the paper it has now may open.
      const fresh = await takeSealedPaper(examId, groupId, { fresh: true }).catch(() => null);
      questions = await opened(fresh, examId, sealed);
    }
    if (questions) return keepLiveExam(groupId, { ...paper, questions });
  }
  return getExam(examId, groupId);
}

/**
 * Starts the attempt (idempotent, so a reload resumes it) and loads the exam, kept on this device.
 * With no connection, the paper this device kept when the attempt was started. Where this browser
 * cannot open a sealed paper, the start and then the paper call.
 */
export async function startAndLoad(examId: string, groupId: string): Promise<LiveExam> {
  if (canOpenSealedPapers()) return startSealedAndLoad(examId, groupId);
  try {
    await startExam(examId, groupId);
  } catch (error) {
    return keptAfterFailedStart(error, examId, groupId);
  }
  return getExam(examId, groupId);
}
