import { feesRoutes } from '@lms/domain/contract';
import { implement } from '../../plugins/route-registrar';
import { recordBefore } from '../audit/audit-trail';
import { applyPlan } from './apply-plan';
import { collectPayment } from './collect-payment';
import { dayCollection } from './day-collection';
import { exportDefaulters } from './export-defaulters';
import { giveDiscount } from './give-discount';
import { getHoldPolicy, setHoldPolicy } from './hold-policy';
import { listDefaulters } from './list-defaulters';
import { receiptFile, staffReceipt } from './receipt-file';
import { refundPayment } from './refund-payment';
import { courseChoices, createPlan, listPlans, planSnapshot, updatePlan } from './save-plan';
import { findStudents, studentLedger } from './student-ledger';
import { receiptSnapshot, voidPayment } from './void-payment';

/** The accounts office: plans, ledgers, the counter, receipts, voids, refunds, reports, the hold policy. */
export const feesModule = implement(feesRoutes, {
  listPlans: async ({ ctx, query }) => listPlans(ctx, query.courseId),
  createPlan: async ({ ctx, body }) => createPlan(ctx, body),
  updatePlan: async ({ ctx, params, body, request }) => {
    await recordBefore(request, () => planSnapshot(ctx, params.planId));
    return updatePlan(ctx, params.planId, body);
  },
  applyPlan: async ({ ctx, params, request }) => {
    await recordBefore(request, () => planSnapshot(ctx, params.planId));
    return applyPlan(ctx, params.planId);
  },
  findStudents: async ({ ctx, query }) => findStudents(ctx, query.search),
  courseChoices: async ({ ctx }) => courseChoices(ctx),
  studentLedger: async ({ ctx, params }) => studentLedger(ctx, params.studentId),
  giveDiscount: async ({ ctx, principal, params, body, request }) => {
    await recordBefore(request, () =>
      studentLedger(ctx, params.studentId).then((l) => ({ duePaisa: l.duePaisa, dues: l.dues })),
    );
    return giveDiscount(ctx, principal.id, params.studentId, body);
  },
  collect: async ({ ctx, principal, body }) => collectPayment(ctx, principal.id, body),
  receipt: async ({ ctx, params }) => staffReceipt(ctx, params.paymentId),
  receiptPdf: async ({ ctx, params, query, reply }) => {
    const file = await receiptFile(ctx, await staffReceipt(ctx, params.paymentId), query);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${file.name}"`)
      .send(file.body);
  },
  voidPayment: async ({ ctx, principal, params, body, request }) => {
    await recordBefore(request, () => receiptSnapshot(ctx, params.paymentId));
    return voidPayment(ctx, principal.id, params.paymentId, body.reason);
  },
  refundPayment: async ({ ctx, principal, params, body, request }) => {
    await recordBefore(request, () => receiptSnapshot(ctx, params.paymentId));
    return refundPayment(ctx, principal.id, params.paymentId, body);
  },
  collection: async ({ ctx, query }) => dayCollection(ctx, query.day),
  defaulters: async ({ ctx, query }) => listDefaulters(ctx, query),
  exportDefaulters: async ({ ctx, query, reply }) => {
    const file = await exportDefaulters(ctx, query);
    return reply
      .header('content-type', file.type)
      .header('content-disposition', `attachment; filename="${file.name}"`)
      .send(file.body);
  },
  holdPolicy: async ({ ctx }) => getHoldPolicy(ctx),
  setHoldPolicy: async ({ ctx, body, request }) => {
    await recordBefore(request, () => getHoldPolicy(ctx));
    return setHoldPolicy(ctx, body);
  },
});
