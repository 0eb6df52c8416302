import type { AppContext } from '../../../context';
import { isSafeKey, storageOf } from '../../../lib/storage';
import type { MarkingAnswerRow } from './marking-repository';
import { markingFields } from './marking-snapshot';

/** How long the URL of an answer's file works: long enough to mark a page of the queue. */
export const MARKING_FILE_URL_SECONDS = 30 * 60;

/** A short-lived URL that shows a stored file inline (no download name); a full URL stays as it is. */
async function fileUrl(ctx: AppContext, key: string): Promise<string> {
  if (/^https?:\/\//i.test(key)) return key;
  if (!isSafeKey(key)) return '';
  return storageOf(ctx).signedGetUrl(key, { expiresInSeconds: MARKING_FILE_URL_SECONDS });
}

/** An answer of the marking queue as examiners see it: text, files to show inline, marking and review. */
export async function markingAnswerView(ctx: AppContext, row: MarkingAnswerRow) {
  const files = await Promise.all(
    row.extra.map(async (file) => ({
      name: file.name,
      type: file.type,
      url: await fileUrl(ctx, file.key),
      evaluatedUrl: file.evaluatedKey ? await fileUrl(ctx, file.evaluatedKey) : null,
    })),
  );
  return {
    attemptId: row.attemptId,
    questionId: row.questionId,
    studentId: row.studentId,
    name: row.name,
    sid: row.sid,
    groupId: row.groupId,
    text: row.answer,
    files,
    ...markingFields(row),
    submittedAt: row.submittedAt?.toISOString() ?? null,
  };
}
