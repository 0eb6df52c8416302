import { DEFAULT_HOLD_POLICY, dhakaDay, type HoldPolicy, isHeld } from '@lms/domain';
import type { AppContext } from '../../context';
import { slot } from '../../lib/context-slots';
import { HttpError } from '../../lib/http-error';
import { oldestOpenDueOn } from './report-repository';
import { findFeeSettings, saveHoldPolicy } from './settings-repository';

// Every content and exam request asks for the policy: each node keeps it, dropped when any node saves
// a new one (and after a minute at most, should an announcement be lost).
const TOPIC = 'feeHoldPolicy';
const CACHE_MS = 60_000;
const cache = slot<{ value: HoldPolicy; until: number; version: number }>('fee hold policy');

/** GET /staff/fees/settings/hold: the institute's policy (off until set). */
export async function getHoldPolicy(ctx: AppContext): Promise<HoldPolicy> {
  const version = ctx.invalidation.version(TOPIC);
  const kept = ctx.slots.find(cache);
  if (kept && kept.version === version && kept.until > Date.now()) return kept.value;
  const row = await findFeeSettings(ctx.db);
  const value: HoldPolicy = row
    ? {
        enabled: row.holdEnabled,
        overdueDays: row.holdOverdueDays,
        message: row.holdMessage,
        messageBn: row.holdMessageBn,
      }
    : DEFAULT_HOLD_POLICY;
  const entry = ctx.slots.get(cache, () => ({ value, until: 0, version }));
  entry.value = value;
  entry.until = Date.now() + CACHE_MS;
  entry.version = version;
  return value;
}

/** PUT /staff/fees/settings/hold (admin). */
export async function setHoldPolicy(ctx: AppContext, policy: HoldPolicy): Promise<HoldPolicy> {
  await saveHoldPolicy(ctx.db, policy, ctx.now());
  ctx.invalidation.publish(TOPIC);
  return getHoldPolicy(ctx);
}

/** The policy's message when it holds the student now, else null. */
export async function holdMessage(ctx: AppContext, studentId: string): Promise<string | null> {
  const policy = await getHoldPolicy(ctx);
  if (!policy.enabled) return null;
  return isHeld(policy, await oldestOpenDueOn(ctx.db, studentId), dhakaDay(ctx.now()))
    ? policy.message
    : null;
}

/**
 * Refuses (403, code `feeHold`) a student the hold policy holds: a due more than the policy's days
 * overdue. Content and exam starts call it; the course list and the student's fees stay open.
 */
export async function assertNotHeld(ctx: AppContext, studentId: string): Promise<void> {
  const message = await holdMessage(ctx, studentId);
  if (message) throw new HttpError(403, 'Access on hold for an overdue fee', message, 'feeHold');
}
