import { omrScanRoutes } from '@lms/domain/contract';
import { implement } from '../../plugins/route-registrar';
import { getOmrScan, listOmrScans } from './get-omr-scan';
import { importOmrCsv } from './import-omr-csv';
import { startOmrScan } from './start-omr-scan';

/** Reading scans of an exam's OMR sheets: start a read, its progress and sheets, the exam's reads. */
export const omrScanModule = implement(omrScanRoutes, {
  startOmrScan: async ({ ctx, principal, params, body }) =>
    startOmrScan(ctx, principal.id, params.examId, body),
  importOmrCsv: async ({ ctx, principal, params, body }) =>
    importOmrCsv(ctx, principal.id, params.examId, body),
  omrScans: async ({ ctx, params }) => listOmrScans(ctx, params.examId),
  omrScan: async ({ ctx, params }) => getOmrScan(ctx, params.examId, params.scanId),
});
