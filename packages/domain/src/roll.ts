/** A roll number and who has it (or wants it): any key that tells one student from another. */
export interface RollHolder {
  sid: string;
  holder: string;
}

/** Why a roll cannot be given: another student has it, or an earlier row of the same batch takes it. */
export type RollClash = { kind: 'held' } | { kind: 'repeated'; first: number };

/**
 * The roll a student is known by (shown as Student ID, printed in merit lists) belongs to one student
 * of the institute. For each wanted roll: `held` when a student other than its holder has it already,
 * `repeated` when an earlier entry of `wanted` (index `first`) takes it for someone else, null when it
 * may be given. No roll (empty) never clashes, and a student keeping a roll they have is never refused,
 * even where older data gave it to two students.
 */
export function rollClashes(
  wanted: readonly RollHolder[],
  held: readonly RollHolder[],
): (RollClash | null)[] {
  const holders = new Map<string, Set<string>>();
  for (const h of held) {
    if (!holders.has(h.sid)) holders.set(h.sid, new Set());
    holders.get(h.sid)!.add(h.holder);
  }
  const firstWanted = new Map<string, { index: number; holder: string }>();
  return wanted.map(({ sid, holder }, index) => {
    if (!sid) return null;
    const current = holders.get(sid);
    if (current && !current.has(holder)) return { kind: 'held' };
    const first = firstWanted.get(sid);
    if (first && first.holder !== holder) return { kind: 'repeated', first: first.index };
    if (!first) firstWanted.set(sid, { index, holder });
    return null;
  });
}

/** The 409 title when a roll is another student's. */
export const rollTakenTitle = (sid: string) => `Roll ${sid} belongs to another student`;
