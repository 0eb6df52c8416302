import { auditActionOf } from '@lms/domain';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isId = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);
// A field by its dotted path (`receipt._id`).
const field = (value: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (at, key) => (typeof at === 'object' && at !== null ? (at as Record<string, unknown>)[key] : undefined),
      value,
    );

/** What an audit entry is about: its target's kind and id, and every record id the write touched. */
export interface WriteTarget {
  targetKind: string | null;
  targetId: string | null;
  targetIds: string[];
}

/**
 * The target of a staff write, from the actions table: the id in the named path parameter (or in the
 * named field of the answer, for a record it made); and every id it touched: the path's, the students a
 * body listed, and a body's `studentId` (a payment taken from a student).
 */
export function writeTarget(
  section: string,
  action: string,
  call: { params: unknown; body: unknown; after: unknown },
): WriteTarget {
  const known = auditActionOf(section, action);
  const spec = known?.target;
  const id = spec?.param
    ? field(call.params, spec.param)
    : spec?.answer
      ? field(call.after, spec.answer)
      : undefined;
  const listed = known?.students ? field(call.body, known.students) : undefined;
  const ids = new Set<string>();
  if (isId(id)) ids.add(id.toLowerCase());
  for (const value of Object.values((call.params ?? {}) as Record<string, unknown>))
    if (isId(value)) ids.add(value.toLowerCase());
  if (Array.isArray(listed)) for (const value of listed.filter(isId)) ids.add(value.toLowerCase());
  const studentId = field(call.body, 'studentId');
  if (isId(studentId)) ids.add(studentId.toLowerCase());
  return {
    targetKind: spec && isId(id) ? spec.kind : null,
    targetId: isId(id) ? id.toLowerCase() : null,
    targetIds: [...ids],
  };
}
