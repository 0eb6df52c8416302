import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';

/** A subject as exam responses name it. */
export interface SubjectRef {
  _id: string;
  name: string | null;
}

// The subjects table belongs to the content area; exams only read names from it. Until that area's
// migration exists there are no names, and the responses carry ids with `name: null`; its absence is
// looked at again once a minute.
const known = new WeakMap<AppContext, { present: Promise<boolean>; at: number }>();

function subjectsTableExists(ctx: AppContext): Promise<boolean> {
  const entry = known.get(ctx);
  if (entry && Date.now() - entry.at < 60_000) return entry.present;
  const present = ctx.db
    .execute(sql`select to_regclass('subjects') is not null as present`)
    .then((res) => Boolean((res as unknown as { rows: { present: boolean }[] }).rows[0]?.present))
    .catch(() => false);
  void present.then((yes) => known.set(ctx, { present, at: yes ? Number.POSITIVE_INFINITY : Date.now() }));
  known.set(ctx, { present, at: Date.now() });
  return present;
}

/** Names of subjects by id (ids without a known subject are left out). */
export async function subjectNames(
  ctx: AppContext,
  ids: Iterable<string | null>,
): Promise<Map<string, string>> {
  const wanted = [...new Set([...ids].filter((id): id is string => Boolean(id)))];
  if (wanted.length === 0 || !(await subjectsTableExists(ctx))) return new Map();
  const res = await ctx.db.execute(
    sql`select id::text as id, name from subjects where id::text in (${sql.join(
      wanted.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  const rows = (res as unknown as { rows: { id: string; name: string }[] }).rows;
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** A subject reference `{_id, name}`, or null without an id. */
export function subjectRef(id: string | null, names: Map<string, string>): SubjectRef | null {
  return id ? { _id: id, name: names.get(id) ?? null } : null;
}
