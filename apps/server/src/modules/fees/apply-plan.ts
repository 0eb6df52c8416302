import type { AppContext } from '../../context';
import { notFound } from '../../lib/http-error';
import {
  deleteDues,
  insertDues,
  insertLedger,
  type LedgerEntry,
  planDues,
  reviseDue,
} from './dues-repository';
import { dueEntry, planDueRows } from './plan-dues';
import { enrolmentsForPlan, findPlan, setEnrolmentPlan } from './plan-repository';

/**
 * POST /staff/fees/plans/{planId}/apply: gives students already admitted to the plan's course (those
 * whose dues came from this plan, and those admitted while the course had no plan) the plan's terms as
 * they read now, from their own admission day. A due nothing was paid on and no discount touched is
 * changed or removed to match; one that was is left as it is; dues the plan now has and they lack are
 * added. Every change is written to the ledger.
 */
export async function applyPlan(ctx: AppContext, planId: string) {
  const at = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const plan = await findPlan(tx, planId);
    if (!plan) throw notFound('No such fee plan');
    const enrolments = await enrolmentsForPlan(tx, plan);
    const existing = await planDues(
      tx,
      plan.id,
      enrolments.map((e) => e.studentId),
    );
    let changed = 0;
    const ledger: LedgerEntry[] = [];
    for (const e of enrolments) {
      if (e.planId !== plan.id) await setEnrolmentPlan(tx, e.studentId, e.courseId, plan.id);
      const wanted = planDueRows(plan, e.studentId, e.admittedOn);
      const mine = existing.filter((d) => d.studentId === e.studentId);
      const gone: string[] = [];
      for (const d of mine) {
        const match = wanted.find((w) => w.kind === d.kind && w.sequence === d.sequence);
        const untouched = d.paidPaisa === 0 && d.discountPaisa === 0 && d.lateFeePaisa === 0;
        if (!untouched) continue;
        if (!match) {
          gone.push(d.id);
          ledger.push({
            ...dueEntry(d),
            amountPaisa: -d.amountPaisa,
            kind: 'adjustment',
            note: `${d.label}: removed by the plan`,
          });
        } else if (
          match.amountPaisa !== d.amountPaisa ||
          match.dueOn !== d.dueOn ||
          match.label !== d.label
        ) {
          await reviseDue(tx, d.id, {
            amountPaisa: match.amountPaisa,
            label: match.label,
            dueOn: match.dueOn,
          });
          if (match.amountPaisa !== d.amountPaisa)
            ledger.push({
              ...dueEntry(d),
              amountPaisa: match.amountPaisa - d.amountPaisa,
              kind: 'adjustment',
              note: `${match.label}: plan changed`,
            });
        } else continue;
        changed++;
      }
      await deleteDues(tx, gone);
      const added = await insertDues(
        tx,
        wanted.filter((w) => !mine.some((d) => d.kind === w.kind && d.sequence === w.sequence)),
        at,
      );
      changed += added.length;
      ledger.push(...added.map(dueEntry));
    }
    await insertLedger(tx, ledger, at);
    return { students: enrolments.length, duesChanged: changed };
  });
}
