import { z } from 'zod';
import { defineRoutes, staff } from './route';

/** A day (`2026-11-24`) or a moment (ISO time) bounding the audit log's dates. */
const dateBound = z
  .string()
  .trim()
  .refine(
    (value) =>
      /^\d{4}-\d\d-\d\d(T[\d:.]+(Z|[+-]\d\d:?\d\d)?)?$/.test(value) && !Number.isNaN(Date.parse(value)),
    'must be a date (YYYY-MM-DD) or an ISO time',
  );

/** The audit log's filters: person, section, action, target and dates. */
const auditFilterFields = z.object({
  /** A staff member's id or username. */
  staff: z.string().trim().min(1).max(60).optional(),
  /** The section (the route table's tag) the write belongs to. */
  section: z
    .string()
    .trim()
    .regex(/^[a-zA-Z0-9 _-]{1,40}$/, 'must be a section name')
    .optional(),
  /** From this day (its start) or moment on. */
  from: dateBound.optional(),
  /** Up to this day (its end) or moment. */
  to: dateBound.optional(),
  /** Route names (`addGroupMembers,removeGroupMember`): the writes of one action kind. */
  action: z
    .string()
    .trim()
    .regex(/^[a-zA-Z]{1,60}(,[a-zA-Z]{1,60}){0,20}$/, 'must be route names separated by commas')
    .optional(),
  /** Part of a student's name or roll, a group's name or an exam's title: the writes about them. */
  target: z.string().trim().min(1).max(80).optional(),
});

const datesInOrder = <T extends { from?: string | undefined; to?: string | undefined }>(q: T) =>
  !q.from || !q.to || q.from.slice(0, 10) <= q.to.slice(0, 10);
const datesMessage = { message: 'must not be before from', path: ['to'] };

/** GET /staff/audit query: newest first, filtered by person, section, action, target and dates. */
export const auditListQuery = auditFilterFields
  .extend({
    limit: z.coerce.number().int().min(1).max(200).default(50),
    offset: z.coerce.number().int().min(0).default(0),
  })
  .refine(datesInOrder, datesMessage);
export type AuditListQuery = z.infer<typeof auditListQuery>;

/** GET /staff/audit/export query: the filtered entries (at most 10,000, newest first) as a file. */
export const auditExportQuery = auditFilterFields
  .extend({ format: z.enum(['xlsx', 'csv']).default('xlsx') })
  .refine(datesInOrder, datesMessage);
export type AuditExportQuery = z.infer<typeof auditExportQuery>;

/** A record an entry is about, named. */
export const auditTarget = z.object({
  /** `student`, `group`, `exam`, `question`, `course`, `payment`… */
  kind: z.string(),
  id: z.string(),
  /** Its name as it is now (a student with their roll, a question's first words); null once removed. */
  name: z.string().nullable(),
});
export type AuditTarget = z.infer<typeof auditTarget>;

/** One field a write changed, in words (labels in English; the console translates them). */
export const auditChange = z.object({
  field: z.string(),
  label: z.string(),
  /** Whose field, when one write changed several students'. */
  about: z.string().optional(),
  before: z.string(),
  after: z.string(),
});

/** One recorded staff write: who, what, when, and the record before and after. */
export const auditEntry = z.object({
  _id: z.string(),
  /** Null once the staff account is gone; the username and name stay. */
  staffId: z.string().nullable(),
  username: z.string(),
  name: z.string(),
  /** The section (route table tag), e.g. `staff`, `staff exams`, `branding`. */
  section: z.string(),
  /** The route's name in its table, e.g. `admitStudent`. */
  action: z.string(),
  method: z.string(),
  /** The path as called, parameters filled in. */
  path: z.string(),
  /** The request body, secrets removed and long parts cut. */
  body: z.unknown(),
  /** What the record was before the write, when the route takes a snapshot; else null. */
  before: z.unknown(),
  /** What the write answered (the response `data`), long parts cut. */
  after: z.unknown(),
  status: z.number(),
  /** The client's address. */
  ip: z.string(),
  /** When (ISO time). */
  at: z.string(),
  /** The staff member's roles now (empty once the account is gone). */
  roles: z.array(z.string()),
  /** What was done, in English words from the actions table (the console translates it). */
  actionText: z.string(),
  /** The record the write was about, named; null when the route names none. */
  target: auditTarget.nullable(),
  /** The students a group change listed, named (at most 20). */
  students: z.array(auditTarget),
  /** What changed, in words: empty when no before was kept. */
  changes: z.array(auditChange),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** A page of the audit log and how many entries match in all. */
export const auditPage = z.object({ items: z.array(auditEntry), total: z.number() });
export type AuditPage = z.infer<typeof auditPage>;

/** A staff member who appears in the audit log. */
export const auditPerson = z.object({
  staffId: z.string().nullable(),
  username: z.string(),
  name: z.string(),
});
export type AuditPerson = z.infer<typeof auditPerson>;

/** The choices of the audit log's filters. */
export const auditFilters = z.object({
  /** Every section whose routes staff can write through. */
  sections: z.array(z.string()),
  /** Everyone with at least one write in the log, by username. */
  people: z.array(auditPerson),
  /** The kinds of action, each in English words with the route names it stands for. */
  actions: z.array(z.object({ text: z.string(), actions: z.array(z.string()) })),
});
export type AuditFilters = z.infer<typeof auditFilters>;

/** The audit log of staff writes (admin only). */
export const auditRoutes = defineRoutes('audit', {
  listAudit: {
    method: 'GET',
    path: '/staff/audit',
    access: staff(),
    summary: 'A page of the audit log, newest first, filtered by person, section, action, target and dates',
    query: auditListQuery,
    data: auditPage,
  },
  auditFilters: {
    method: 'GET',
    path: '/staff/audit/filters',
    access: staff(),
    summary: 'The sections and people the audit log can be filtered by',
    data: auditFilters,
  },
  exportAudit: {
    method: 'GET',
    path: '/staff/audit/export',
    access: staff(),
    summary: 'The filtered audit log as a spreadsheet (.xlsx) or CSV',
    query: auditExportQuery,
    raw: true,
  },
});
