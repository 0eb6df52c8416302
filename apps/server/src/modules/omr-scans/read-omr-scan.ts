import { randomUUID } from 'node:crypto';
import { omrQuestionKinds, type QuestionType } from '@lms/domain';
import type { AppContext } from '../../context';
import { scanPages } from '../../lib/omr-read/scan-pages';
import { contentTypeOf, storageOf } from '../../lib/storage';
import { examSheetLayout } from '../omr/exam-sheet-layout';
import {
  claimScan,
  finishScan,
  insertSheetOnce,
  markProgress,
  paperQuestionTypes,
  storedPages,
} from './omr-scan-repository';
import { readSheet } from './read-sheet';
import { scanPageCount } from './scan-page-count';

/** A read whose holder has not noted progress for this long is taken over (its node died). */
export const STALE_CLAIM_MS = 2 * 60_000;

/** The run no longer holds the read (it was taken over): it stops without writing. */
class ClaimLost extends Error {}

/** A failure of one file, said in the words the staff see. */
class FileFailure extends Error {}

type Claimed = NonNullable<Awaited<ReturnType<typeof claimScan>>>;

async function readPages(ctx: AppContext, scanId: string, token: string, scan: Claimed): Promise<void> {
  const { layout } = await examSheetLayout(ctx, scan.examId, scan.sets);
  const kinds = omrQuestionKinds((await paperQuestionTypes(ctx.db, scan.examId)) as QuestionType[]);
  const storage = storageOf(ctx);
  const done = await storedPages(ctx.db, scanId);
  const load = async (i: number) => {
    const body = await storage.read(scan.keys[i]!);
    if (!body) throw new FileFailure(`File ${i + 1} is no longer stored`);
    return body;
  };
  // Pages are counted first (for the progress), then each file is loaded again when read: only one
  // file is held at a time (50 files may be gigabytes).
  const files: { type: string; pages: number }[] = [];
  for (const [i, key] of scan.keys.entries()) {
    const type = contentTypeOf(key);
    const pages = await scanPageCount(await load(i), type).catch((err: unknown) => {
      if (err instanceof FileFailure) throw err;
      throw new FileFailure(`File ${i + 1} could not be opened as a PDF`);
    });
    files.push({ type, pages });
    // Loading large files from a bucket takes a while: the claim is renewed per file.
    if (!(await markProgress(ctx.db, scanId, token, ctx.now()))) throw new ClaimLost();
  }
  const total = files.reduce((sum, f) => sum + f.pages, 0);
  if (!(await markProgress(ctx.db, scanId, token, ctx.now(), total))) throw new ClaimLost();
  let page = 0;
  for (const [fileIndex, file] of files.entries()) {
    const first = page + 1;
    page += file.pages;
    // A file whose pages were all stored by an earlier run is not decoded again.
    if (Array.from({ length: file.pages }, (_, k) => first + k).every((n) => done.has(n))) continue;
    let pageInFile = 0;
    for await (const image of scanPages(await load(fileIndex), file.type)) {
      pageInFile += 1;
      const number = first + pageInFile - 1;
      if (done.has(number)) continue;
      const read = await readSheet(
        ctx,
        { image, examId: scan.examId, cropPrefix: `omr-scans/crops/${scanId}/p${number}` },
        layout.template,
        kinds,
      );
      await insertSheetOnce(ctx.db, {
        scanId,
        examId: scan.examId,
        page: number,
        fileIndex,
        pageInFile,
        ...read,
        readAt: ctx.now(),
      });
      if (!(await markProgress(ctx.db, scanId, token, ctx.now()))) throw new ClaimLost();
    }
  }
}

/**
 * The read job: takes the scan (a queued one, or one whose run died), reads every page of its files
 * against the exam's template and stores one sheet row per page, noting progress per page. Pages a
 * run before stored are skipped, and a page stored twice (two runs) is kept once, so a read run twice
 * or resumed takes effect once. A file that cannot be read fails the scan with a message; asking for
 * the same files again puts it back in the queue.
 */
export async function readOmrScan(ctx: AppContext, scanId: string): Promise<void> {
  const token = randomUUID();
  const now = ctx.now();
  const scan = await claimScan(ctx.db, scanId, token, now, new Date(now.getTime() - STALE_CLAIM_MS));
  if (!scan) return;
  try {
    await readPages(ctx, scanId, token, scan);
  } catch (err) {
    if (err instanceof ClaimLost) return;
    if (!(err instanceof FileFailure)) ctx.faults.warn('an OMR scan could not be read', err);
    const error = err instanceof FileFailure ? err.message : 'The scan could not be read';
    await finishScan(ctx.db, scanId, token, { state: 'failed', error, at: ctx.now() });
    return;
  }
  await finishScan(ctx.db, scanId, token, { state: 'done', at: ctx.now() });
}
