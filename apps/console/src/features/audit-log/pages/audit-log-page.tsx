import type { Translate } from '@lms/browser/i18n';
import type { StaffRole } from '@lms/domain';
import type { AuditEntry } from '@lms/domain/contract';
import { App, Button, DatePicker, Flex, Input, Select, type TableProps, Tag, Typography } from 'antd';
import { useState } from 'react';
import { roleLabel } from '../../../components/role-labels';
import { ServerTable } from '../../../components/server-table';
import { DAY_PATTERN, formatWhen } from '../../../lib/format-when';
import { useT } from '../../../lib/i18n/use-t';
import { type AuditFilterValues, downloadAudit, useAuditFilters, useAuditPage } from '../api/use-audit';
import { AuditDetails } from '../components/audit-details';
import { EntryChanges, EntryTarget } from '../components/entry-words';

const PAGE_SIZE = 20;

// The picked days are the browser's local days: sent as the moments they start and end.
const dayStart = (day: string) => (day ? new Date(`${day}T00:00:00`).toISOString() : undefined);
const dayEnd = (day: string) => (day ? new Date(`${day}T23:59:59.999`).toISOString() : undefined);

/** The log's columns in the shown language (`n` writes the times in its digits). */
const auditColumns = (t: Translate, n: (value: string) => string): TableProps<AuditEntry>['columns'] => [
  {
    title: t('When'),
    dataIndex: 'at',
    key: 'at',
    width: 120,
    render: (at: string) => n(formatWhen.dayTime(at)),
  },
  {
    title: t('Person'),
    key: 'person',
    render: (_, e) => (
      <>
        <div>
          {e.name} <Typography.Text type="secondary">({e.username})</Typography.Text>
        </div>
        {e.roles.map((role) => (
          <Tag key={role}>{roleLabel(t, role as StaffRole)}</Tag>
        ))}
      </>
    ),
  },
  { title: t('Action'), dataIndex: 'actionText', key: 'action', render: (text: string) => t(text) },
  { title: t('Whom'), key: 'target', render: (_, e) => <EntryTarget entry={e} t={t} /> },
  { title: t('What changed'), key: 'changes', render: (_, e) => <EntryChanges entry={e} t={t} /> },
];

/**
 * The audit log (admins): every staff write, newest first, one page at a time from the server: who did
 * what to whom and what changed, in words; filtered by person, section, action, target and dates, and
 * exported as filtered. A row opens to the raw call, what was sent and the record before and after.
 */
export function AuditLogPage() {
  const { t, n } = useT();
  const { message } = App.useApp();
  const [filters, setFilters] = useState<AuditFilterValues>({});
  const [page, setPage] = useState(1);
  const choices = useAuditFilters();
  const entries = useAuditPage({ ...filters, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
  const filter = (change: AuditFilterValues) => {
    setFilters((f) => ({ ...f, ...change }));
    setPage(1);
  };
  const save = (format: 'xlsx' | 'csv') =>
    downloadAudit(filters, format).catch((e: Error) => message.error(e.message));

  return (
    <section aria-labelledby="audit-title">
      <Typography.Title id="audit-title" level={3} style={{ marginTop: 0 }}>
        {t('Audit log')}
      </Typography.Title>
      <Flex wrap gap={8} style={{ marginBottom: 16 }}>
        <Select
          aria-label={t('Person')}
          placeholder={t('Everyone')}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          value={filters.staff}
          onChange={(staff?: string) => filter({ staff })}
          loading={choices.isPending}
          options={choices.data?.people.map((p) => ({
            value: p.username,
            label: `${p.name} (${p.username})`,
          }))}
          style={{ width: 220 }}
        />
        <Select
          aria-label={t('Action')}
          placeholder={t('Every action')}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          value={filters.action}
          onChange={(action?: string) => filter({ action })}
          loading={choices.isPending}
          options={choices.data?.actions.map((a) => ({ value: a.actions.join(','), label: t(a.text) }))}
          style={{ width: 240 }}
        />
        <Select
          aria-label={t('Section')}
          placeholder={t('All sections')}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          value={filters.section}
          onChange={(section?: string) => filter({ section })}
          loading={choices.isPending}
          options={choices.data?.sections.map((s) => ({ value: s, label: s }))}
          style={{ width: 160 }}
        />
        <Input.Search
          aria-label={t('Student, group or exam')}
          placeholder={t('Student, group or exam')}
          allowClear
          onSearch={(value) => filter({ target: value.trim() || undefined })}
          style={{ width: 240 }}
        />
        <DatePicker.RangePicker
          aria-label={t('Dates')}
          allowEmpty={[true, true]}
          // Shown day-month; a typed ISO day is read too.
          format={[DAY_PATTERN, 'YYYY-MM-DD']}
          onChange={(days) =>
            filter({
              from: dayStart(days?.[0]?.format('YYYY-MM-DD') ?? ''),
              to: dayEnd(days?.[1]?.format('YYYY-MM-DD') ?? ''),
            })
          }
          style={{ width: 280, maxWidth: '100%' }}
        />
        <Button onClick={() => save('xlsx')}>{t('Export .xlsx')}</Button>
        <Button onClick={() => save('csv')}>{t('Export CSV')}</Button>
      </Flex>
      <ServerTable<AuditEntry>
        query={entries}
        otherError={choices.error}
        columns={auditColumns(t, n)}
        expandable={{ expandedRowRender: (entry) => <AuditDetails entry={entry} /> }}
        onChange={(pagination) => setPage(pagination.current ?? 1)}
        page={page}
        pageSize={PAGE_SIZE}
        noun="entry"
      />
    </section>
  );
}
