/**
 * Who a roll read names among the students of the exam's groups found with it: exactly one is the
 * student; none is `rollNotOnRoster`; several is `rollNotUnique` (matched to nobody).
 */
export function rollMatchOf(found: readonly { id: string }[]): {
  studentId: string | null;
  problem: 'rollNotOnRoster' | 'rollNotUnique' | null;
} {
  if (found.length === 1) return { studentId: found[0]!.id, problem: null };
  return { studentId: null, problem: found.length === 0 ? 'rollNotOnRoster' : 'rollNotUnique' };
}
