import type { Translate } from '@lms/browser/i18n';
import type { AuditEntry, AuditTarget } from '@lms/domain/contract';
import { Typography } from 'antd';

/** A record's name, or its kind and the start of its id once it is gone. */
const nameOf = (t: Translate, target: AuditTarget) =>
  target.name ?? `${t('(removed)')} ${target.id.slice(0, 8)}`;

/** Whom an entry's write was done to: the record and the students it listed, by name. */
export function EntryTarget({ entry, t }: { entry: AuditEntry; t: Translate }) {
  if (!entry.target && entry.students.length === 0)
    return <Typography.Text type="secondary">—</Typography.Text>;
  const students = entry.students.filter((s) => s.id !== entry.target?.id);
  return (
    <>
      {entry.target && <div>{nameOf(t, entry.target)}</div>}
      {students.length > 0 && (
        <Typography.Text type="secondary">{students.map((s) => nameOf(t, s)).join(', ')}</Typography.Text>
      )}
    </>
  );
}

// Values in words from the server; only its yes, no and dash are words to translate.
const valueText = (t: Translate, value: string) => {
  if (value === 'Yes') return t('Yes');
  if (value === 'No') return t('No');
  return value;
};

/** What an entry's write changed: one line a field, `Group: HSC-25 Morning → HSC-25 Evening`. */
export function EntryChanges({ entry, t }: { entry: AuditEntry; t: Translate }) {
  if (entry.changes.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <ul style={{ margin: 0, paddingInlineStart: 16 }}>
      {entry.changes.map((c) => (
        <li key={`${c.field}:${c.about ?? ''}`}>
          {t(c.label)}
          {c.about ? ` (${c.about})` : ''}: {valueText(t, c.before)} → {valueText(t, c.after)}
        </li>
      ))}
    </ul>
  );
}
