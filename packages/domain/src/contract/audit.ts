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

/** GET /staff/audit query: newest first, filtered by person, section and dates. */
export const auditListQuery = z
  .object({
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
    limit: z.coerce.number().int().min(1).max(200).default(50),
    offset: z.coerce.number().int().min(0).default(0),
  })
  .refine((q) => !q.from || !q.to || q.from.slice(0, 10) <= q.to.slice(0, 10), {
    message: 'must not be before from',
    path: ['to'],
  });
export type AuditListQuery = z.infer<typeof auditListQuery>;

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
});
export type AuditFilters = z.infer<typeof auditFilters>;

/** The audit log of staff writes (admin only). */
export const auditRoutes = defineRoutes('audit', {
  listAudit: {
    method: 'GET',
    path: '/staff/audit',
    access: staff(),
    summary: 'A page of the audit log, newest first, filtered by person, section and dates',
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
});
