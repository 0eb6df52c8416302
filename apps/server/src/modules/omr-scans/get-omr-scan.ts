import type { OmrScanSummary, OmrScanView } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/http-error';
import { storageOf } from '../../lib/storage';
import { examExists, findScan, scanSources, scansOfExam, sheetsOfScan } from './omr-scan-repository';

/** How long the crops' URLs last: long enough to look through a page of the review. */
const CROP_URL_SECONDS = 15 * 60;

type ScanRow = NonNullable<Awaited<ReturnType<typeof findScan>>>;

const viewOf = ({ id, createdAt, ...rest }: ScanRow, sources: Map<string, 'scan' | 'csv'>) => ({
  _id: id,
  createdAt: createdAt.toISOString(),
  source: sources.get(id) ?? 'scan',
  ...rest,
});

/** GET /staff/exams/:examId/omr-scans/:scanId: a read's progress and sheets (404: none of this exam). */
export async function getOmrScan(ctx: AppContext, examId: string, scanId: string): Promise<OmrScanView> {
  const scan = await findScan(ctx.db, examId, scanId);
  if (!scan) throw notFound('No such scan');
  const storage = storageOf(ctx);
  const url = (key: string | null | undefined) =>
    key ? storage.signedGetUrl(key, { expiresInSeconds: CROP_URL_SECONDS }) : Promise.resolve(null);
  const sheets = await Promise.all(
    (await sheetsOfScan(ctx.db, scanId)).map(async ({ crops, problems, reviewedAt, ...sheet }) => ({
      ...sheet,
      reviewedAt: reviewedAt?.toISOString() ?? null,
      problems: problems.map((p) => (p.question === undefined ? { code: p.code } : p)),
      crops: {
        roll: await url(crops.roll),
        page: await url(crops.page),
        questions: Object.fromEntries(
          await Promise.all(
            Object.entries(crops.questions).map(async ([n, key]) => [n, (await url(key)) as string] as const),
          ),
        ),
      },
    })),
  );
  return { ...viewOf(scan, await scanSources(ctx.db, [scanId])), sheets };
}

/** GET /staff/exams/:examId/omr-scans: the exam's reads, newest first. */
export async function listOmrScans(ctx: AppContext, examId: string): Promise<OmrScanSummary[]> {
  if (!(await examExists(ctx.db, examId))) throw notFound('No such exam');
  const rows = await scansOfExam(ctx.db, examId);
  const sources = await scanSources(
    ctx.db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    ...viewOf(row, sources),
    sheetsWithProblems: row.sheetsWithProblems,
  }));
}
