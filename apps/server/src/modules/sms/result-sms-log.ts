import type { SmsMessageView } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import type { smsMessages } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { findExamFigures } from './recipients-repository';
import { messagesOf } from './sms-repository';

/** GET /staff/exams/{examId}/sms: every message of the exam (the text left out) with the totals. */
export async function resultSmsLog(ctx: AppContext, examId: string) {
  if (!(await findExamFigures(ctx.db, examId))) throw notFound('No such exam');
  const rows = await messagesOf(ctx.db, { examId });
  const messages: SmsMessageView[] = rows.map(({ message: m, studentName, sid }) => ({
    ...deliveryView(m, studentName, sid),
    kind: m.kind === 'result' ? 'result' : 'correction',
  }));
  return { examId, totals: deliveryTotals(rows.map((r) => r.message)), messages };
}

/** A delivery log's totals: messages per state, and the parts and cost of those sent. */
export function deliveryTotals(rows: (typeof smsMessages.$inferSelect)[]) {
  const totals = { queued: 0, sending: 0, sent: 0, failed: 0, parts: 0, costPaisa: 0 };
  for (const m of rows) {
    totals[m.status] += 1;
    if (m.status === 'sent') {
      totals.parts += m.parts;
      totals.costPaisa += m.parts * m.pricePerPartPaisa;
    }
  }
  return totals;
}

/** A message of a delivery log as the API shows it (its kind and text left out). */
export function deliveryView(m: typeof smsMessages.$inferSelect, studentName: string, sid: string) {
  return {
    id: m.id,
    studentId: m.studentId,
    studentName,
    sid,
    recipient: m.recipient,
    phone: m.phone,
    status: m.status,
    parts: m.parts,
    tries: m.tries,
    gatewayId: m.gatewayId,
    answer: m.answer,
    createdAt: m.createdAt.toISOString(),
    sentAt: m.sentAt?.toISOString() ?? null,
  };
}
