import { dhakaDay } from '@lms/domain';
import type { AppContext } from '../../context';
import { receiptView } from './receipt-view';
import { paymentsBetween } from './report-repository';

const DHAKA_OFFSET_MS = 6 * 3_600_000;

type Part = { key: string | null; name: string; totalPaisa: number; count: number };

function totals(items: { key: string | null; name: string; amount: number }[]): Part[] {
  const parts = new Map<string | null, Part>();
  for (const i of items) {
    const part = parts.get(i.key) ?? { key: i.key, name: i.name, totalPaisa: 0, count: 0 };
    part.totalPaisa += i.amount;
    part.count += 1;
    parts.set(i.key, part);
  }
  return [...parts.values()].sort((a, b) => b.totalPaisa - a.totalPaisa);
}

/**
 * GET /staff/fees/collection: the money received on a day of the office (Dhaka time; default today)
 * by branch, by the staff member who took it (online payments as "Online") and by method. Voided
 * receipts are listed but left out of the totals; refunds are not taken off (they have their own day).
 */
export async function dayCollection(ctx: AppContext, day = dhakaDay(ctx.now())) {
  const from = new Date(Date.parse(`${day}T00:00:00Z`) - DHAKA_OFFSET_MS);
  const to = new Date(from.getTime() + 86_400_000);
  const rows = await paymentsBetween(ctx.db, from, to);
  const receipts = await Promise.all(rows.map((r) => receiptView(ctx.db, r)));
  const counted = rows.filter((r) => !r.payment.voidedAt);
  return {
    day,
    totalPaisa: counted.reduce((s, r) => s + r.payment.amountPaisa, 0),
    byBranch: totals(
      counted.map((r) => ({
        key: r.payment.branchId,
        name: r.branchName ?? 'No branch',
        amount: r.payment.amountPaisa,
      })),
    ),
    byStaff: totals(
      counted.map((r) => ({
        key: r.payment.takenBy,
        name: r.takenByName ?? 'Online',
        amount: r.payment.amountPaisa,
      })),
    ),
    byMethod: totals(
      counted.map((r) => ({ key: r.payment.method, name: r.payment.method, amount: r.payment.amountPaisa })),
    ),
    receipts,
  };
}
