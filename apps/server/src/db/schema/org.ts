import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The institute's branding: one row, applied by the web app at run time. */
export const institute = pgTable('institute', {
  id: text('id').primaryKey().default('default'),
  name: text('name').notNull(),
  shortName: text('short_name').notNull(),
  logoUrl: text('logo_url').notNull(),
  primaryColor: text('primary_color').notNull(),
  assetHost: text('asset_host').notNull(),
  supportEmail: text('support_email').notNull(),
  /** IANA zone; null for Bangladesh time. */
  timeZone: text('time_zone'),
  /** '12h' or '24h'; null for 12-hour. */
  clock: text('clock').$type<'12h' | '24h'>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A branch (campus) of the institute. */
export const branches = pgTable('branches', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  division: text('division').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** When staff archived it (gone from pickers, kept in history); null while in use. */
  archivedAt: timestamp('archived_at', { withTimezone: true }),
});

/** A student group (batch): content and exams are granted to groups (its courses: `group_courses`). */
export const groups = pgTable('groups', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** When staff archived it (gone from pickers, kept in history); null while in use. */
  archivedAt: timestamp('archived_at', { withTimezone: true }),
});
