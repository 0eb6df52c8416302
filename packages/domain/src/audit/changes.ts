import { DEFAULT_INSTITUTE_TIME, formatInstituteTime, type InstituteTime } from '../institute-time';

/** Human labels of the fields a record's before and after carry, in English (the console translates). */
export const AUDIT_FIELD_LABELS: Readonly<Record<string, string>> = {
  name: 'Name',
  sid: 'Roll',
  phone: 'Mobile',
  contact: "Guardian's mobile",
  session: 'Session',
  branchName: 'Branch',
  branch: 'Branch',
  groups: 'Group',
  groupNames: 'Group',
  active: 'Active',
  registered: 'Registered',
  title: 'Title',
  marks: 'Marks',
  notes: 'Notes',
  answer: 'Answer',
  options: 'Options',
  point: 'Marks for the question',
  negativePoint: 'Negative marks',
  published: 'Results published',
  publishedFor: 'Results published for',
  status: 'Status',
  startsAt: 'Starts',
  endsAt: 'Ends',
  duration: 'Duration (minutes)',
  amountPaisa: 'Amount (paisa)',
  refundedPaisa: 'Refunded (paisa)',
  voided: 'Voided',
  voidReason: 'Reason for voiding',
  serial: 'Receipt',
  roles: 'Roles',
  username: 'Username',
  shortName: 'Short name',
  courseName: 'Course',
  enabled: 'On',
  message: 'Message',
};

// Ids, stamps and bookkeeping: shown in the details, never as a change in words (a schedule's start
// and end are not stamps).
const HIDDEN =
  /(^_id$|Id$|Ids$|^(?!startsAt$|endsAt$).*At$|^id$|^code$|^createdBy$|^markedBy$|^updatedBy$|^attempts$)/;

/** One field that a write changed, in words. */
export interface AuditChange {
  /** The field's name as stored (`sid`, `groups`). */
  field: string;
  /** Its label in English (`Roll`, `Group`). */
  label: string;
  /** Whose field it is when one write changed several records' (`Rahim (101)`); else absent. */
  about?: string;
  /** Its value before, in words (`—` when it had none). */
  before: string;
  after: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const INSTANT = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/;

/**
 * The words for a stored value: names of listed records, `Yes`/`No`, `—` for nothing, a moment
 * day-month in the institute's zone and on its clock (`28 Nov 2026, 04:00 pm`).
 */
export function auditValueText(value: unknown, time: InstituteTime = DEFAULT_INSTITUTE_TIME): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' && INSTANT.test(value))
    return formatInstituteTime(value, 'dayTime', time) || value;
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '—';
    return value
      .map((item) => auditValueText(isRecord(item) ? (item.name ?? item.title) : item, time))
      .join(', ');
  }
  if (isRecord(value) && ('name' in value || 'title' in value))
    return auditValueText(value.name ?? value.title, time);
  return JSON.stringify(value);
}

/** A field's label: from the table, else its name in words (`dueDay` → `Due day`). */
export function auditFieldLabel(field: string): string {
  const known = AUDIT_FIELD_LABELS[field];
  if (known) return known;
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

interface Field {
  head: string;
  about?: string;
  value: unknown;
}

function fieldsOf(value: unknown): Map<string, Field> {
  const out = new Map<string, Field>();
  if (!isRecord(value)) return out;
  for (const [head, item] of Object.entries(value)) {
    if (HIDDEN.test(head)) continue;
    // A field kept per record (several students' groups) is keyed by whose it is.
    if (isRecord(item) && !('name' in item) && !('title' in item))
      for (const [about, inner] of Object.entries(item))
        out.set(`${head}\n${about}`, { head, about, value: inner });
    else out.set(head, { head, value: item });
  }
  return out;
}

/**
 * What a write changed, field by field in words: the fields present before whose words differ after.
 * With no before (the route keeps none) there is no change to tell and the list is empty.
 */
export function auditChanges(
  before: unknown,
  after: unknown,
  time: InstituteTime = DEFAULT_INSTITUTE_TIME,
): AuditChange[] {
  if (!isRecord(before) || !isRecord(after)) return [];
  const now = fieldsOf(after);
  const changes: AuditChange[] = [];
  for (const [key, old] of fieldsOf(before)) {
    const next = now.get(key);
    if (!next) continue;
    const from = auditValueText(old.value, time);
    const to = auditValueText(next.value, time);
    if (from === to) continue;
    changes.push({
      field: old.head,
      label: auditFieldLabel(old.head),
      ...(old.about !== undefined ? { about: old.about } : {}),
      before: from,
      after: to,
    });
  }
  return changes;
}
