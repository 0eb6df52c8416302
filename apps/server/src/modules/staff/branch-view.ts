import type { BranchView } from '@lms/domain/contract';

/** A branch row as the API shows it. */
export function toBranchView(b: {
  id: string;
  name: string;
  division: string;
  archivedAt: Date | null;
}): BranchView {
  return { _id: b.id, name: b.name, division: b.division, archivedAt: b.archivedAt?.toISOString() ?? null };
}
