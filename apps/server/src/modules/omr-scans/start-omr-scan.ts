import { createHash } from 'node:crypto';
import { OMR_SCAN_UPLOAD_TYPES } from '@lms/domain';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/http-error';
import { contentTypeOf, isSafeKey, storageOf } from '../../lib/storage';
import { examSheetLayout } from '../omr/exam-sheet-layout';
import { OMR_SCAN_FOLDER } from '../uploads/upload-rules';
import { insertScanOnce, requeueFailedScan } from './omr-scan-repository';
import { queueOmrScanRead } from './omr-scan-worker';

const unknownScan = (n: number) =>
  badRequest(
    'Unknown scan',
    `File ${n} is not an uploaded scan: upload it with GET /content/signed-request?purpose=omrScan&mimeType=application/pdf (or image/jpeg, image/png), then PUT it.`,
  );

/** The sha256 of the files' own sha256s, in order: the same files give the same hash. */
async function contentHashOf(ctx: AppContext, keys: readonly string[]): Promise<string> {
  const whole = createHash('sha256');
  for (const [i, key] of keys.entries()) {
    const valid =
      isSafeKey(key) &&
      key.startsWith(`${OMR_SCAN_FOLDER}/`) &&
      !key.startsWith(`${OMR_SCAN_FOLDER}/crops/`) &&
      OMR_SCAN_UPLOAD_TYPES.includes(contentTypeOf(key));
    const body = valid ? await storageOf(ctx).read(key) : null;
    if (!body) throw unknownScan(i + 1);
    if (body.length === 0) throw badRequest('Empty scan', `File ${i + 1} is empty.`);
    whole.update(createHash('sha256').update(body).digest('hex'));
  }
  return whole.digest('hex');
}

/**
 * POST /staff/exams/:examId/omr-scans: starts reading uploaded scans of the exam's sheets (a job) and
 * answers the read's id. The same files for the same exam answer the read there is (put back in the
 * queue if it failed) and start nothing new. 404 for no such exam; 400 for a key that is not an
 * uploaded scan, an empty file, or an exam whose sheets cannot be made.
 */
export async function startOmrScan(
  ctx: AppContext,
  staffId: string,
  examId: string,
  input: { keys: string[]; sets: string[] },
): Promise<{ _id: string }> {
  const { layout } = await examSheetLayout(ctx, examId, input.sets);
  const contentHash = await contentHashOf(ctx, input.keys);
  const scan = await insertScanOnce(ctx.db, {
    examId,
    keys: input.keys,
    contentHash,
    sets: input.sets,
    layoutId: layout.template.layoutId,
    createdBy: staffId,
    createdAt: ctx.now(),
  });
  if (scan.created || (await requeueFailedScan(ctx.db, scan.id))) await queueOmrScanRead(ctx, scan.id);
  return { _id: scan.id };
}
