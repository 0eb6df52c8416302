import type { PlanRow } from './plan-repository';

/**
 * The plan for a member of a group of the course in a branch: one for that group wins, then one for
 * that branch, then one for the whole course; among equals the newest (plans come newest first).
 */
export function choosePlan(
  plans: readonly PlanRow[],
  groupId: string,
  branchId: string | null,
): PlanRow | null {
  let best: PlanRow | null = null;
  let bestScore = -1;
  for (const p of plans) {
    if (p.branchId !== null && p.branchId !== branchId) continue;
    if (p.groupId !== null && p.groupId !== groupId) continue;
    const score = (p.groupId ? 2 : 0) + (p.branchId ? 1 : 0);
    if (score > bestScore) {
      best = p;
      bestScore = score;
    }
  }
  return best;
}
