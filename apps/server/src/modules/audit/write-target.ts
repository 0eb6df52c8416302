import { auditActionOf } from '@lms/domain';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isId = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);
const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;

/** What an audit entry is about: its target's kind and id, and every record id the write touched. */
export interface WriteTarget {
  targetKind: string | null;
  targetId: string | null;
  targetIds: string[];
}

/**
 * The target of a staff write, from the actions table: the id in the named path parameter (or the id the
 * write answered with, for a record it made), the students a body listed, and every id in the path.
 */
export function writeTarget(
  section: string,
  action: string,
  call: { params: unknown; body: unknown; after: unknown },
): WriteTarget {
  const known = auditActionOf(section, action);
  const spec = known?.target;
  const source = spec?.param === '_id' ? call.after : call.params;
  const id = spec ? field(source, spec.param) : undefined;
  const listed = known?.students ? field(call.body, known.students) : undefined;
  const ids = new Set<string>();
  if (isId(id)) ids.add(id.toLowerCase());
  for (const value of Object.values((call.params ?? {}) as Record<string, unknown>))
    if (isId(value)) ids.add(value.toLowerCase());
  if (Array.isArray(listed)) for (const value of listed.filter(isId)) ids.add(value.toLowerCase());
  return {
    targetKind: spec && isId(id) ? spec.kind : null,
    targetId: isId(id) ? id.toLowerCase() : null,
    targetIds: [...ids],
  };
}
