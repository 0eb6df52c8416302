import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { staff } from './accounts';

/** One staff write (a successful non-GET call): who, which route, what was sent, before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null once the account is gone: the username and name are kept with the entry. */
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    username: text('username').notNull(),
    name: text('name').notNull(),
    /** The route table's tag. */
    section: text('section').notNull(),
    /** The route's name in its table. */
    action: text('action').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    body: jsonb('body'),
    before: jsonb('before'),
    after: jsonb('after'),
    status: integer('status').notNull(),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The kind of record the write was about (`student`, `exam`…), when its route names one. */
    targetKind: text('target_kind'),
    /** That record's id, from the route's path. */
    targetId: text('target_id'),
    /** Every record id the write touched: the target's and the students a group change listed. */
    targetIds: text('target_ids').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_staff_idx').on(t.staffId, t.createdAt),
    index('audit_log_username_idx').on(t.username, t.createdAt),
    index('audit_log_section_idx').on(t.section, t.createdAt),
    index('audit_log_target_ids_idx').using('gin', t.targetIds),
    index('audit_log_action_idx').on(t.action, t.createdAt),
  ],
);
