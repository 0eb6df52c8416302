import { omrReviewRoutes } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { implement } from '../../plugins/route-registrar';
import { recordBefore } from '../audit/audit-trail';
import { acceptCleanOmrSheets } from './accept-clean-omr-sheets';
import { acceptOmrSheet } from './accept-omr-sheet';
import { correctOmrSheet } from './correct-omr-sheet';
import { paperResult } from './omr-review-repository';
import { getOmrSheet, type SheetAt } from './omr-sheet-view';

/** The audit log's "before" of a sheet: what it held and, once accepted, its paper result. */
async function sheetBefore(ctx: AppContext, at: SheetAt) {
  const sheet = await getOmrSheet(ctx, at);
  return { sheet, result: sheet.attemptId ? ((await paperResult(ctx.db, sheet.attemptId)) ?? null) : null };
}

/** Reviewing a read's sheets: one sheet, corrections, accepting one sheet or every clean one. */
export const omrReviewModule = implement(omrReviewRoutes, {
  omrSheet: async ({ ctx, params }) => getOmrSheet(ctx, params),
  correctOmrSheet: async ({ ctx, principal, params, body, request }) => {
    await recordBefore(request, () => sheetBefore(ctx, params));
    return correctOmrSheet(ctx, principal.id, params, body);
  },
  acceptOmrSheet: async ({ ctx, principal, params, body, request }) => {
    await recordBefore(request, () => sheetBefore(ctx, params));
    return acceptOmrSheet(ctx, principal.id, params, body);
  },
  acceptCleanOmrSheets: async ({ ctx, principal, params }) =>
    acceptCleanOmrSheets(ctx, principal.id, params.examId, params.scanId),
});
