import type { Translate } from '@lms/browser/i18n';
import type { AuditEntry } from '@lms/domain/contract';
import { DatePicker, Flex, Select, type TableProps, Typography } from 'antd';
import { useState } from 'react';
import { ServerTable } from '../../../components/server-table';
import { formatWhen } from '../../../lib/format-when';
import { useT } from '../../../lib/i18n/use-t';
import { type AuditQuery, useAuditFilters, useAuditPage } from '../api/use-audit';
import { AuditDetails } from '../components/audit-details';

type Filters = Pick<AuditQuery, 'staff' | 'section' | 'from' | 'to'>;

const PAGE_SIZE = 20;

// The picked days are the browser's local days: sent as the moments they start and end.
const dayStart = (day: string) => (day ? new Date(`${day}T00:00:00`).toISOString() : undefined);
const dayEnd = (day: string) => (day ? new Date(`${day}T23:59:59.999`).toISOString() : undefined);

/** `admitStudent` → `admit student`. */
const actionLabel = (action: string) => action.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();

/** The log's columns in the shown language (`n` writes the times in its digits). */
const auditColumns = (t: Translate, n: (value: string) => string): TableProps<AuditEntry>['columns'] => [
  {
    title: t('When'),
    dataIndex: 'at',
    key: 'at',
    render: (at: string) => n(formatWhen.dayTime(at)),
  },
  {
    title: t('Person'),
    key: 'person',
    render: (_, e) => (
      <>
        {e.name} <Typography.Text type="secondary">({e.username})</Typography.Text>
      </>
    ),
  },
  { title: t('Section'), dataIndex: 'section', key: 'section' },
  { title: t('Action'), dataIndex: 'action', key: 'action', render: actionLabel },
  {
    title: t('Call'),
    key: 'call',
    responsive: ['xl'],
    render: (_, e) => (
      <Typography.Text code>
        {e.method} {e.path}
      </Typography.Text>
    ),
  },
];

/**
 * The audit log (admins): every staff write, newest first, one page at a time from the server, filtered
 * by person, section and dates; a row opens to what was sent and the record before and after.
 */
export function AuditLogPage() {
  const { t, n } = useT();
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(1);
  const choices = useAuditFilters();
  const query = { ...filters, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE };
  const entries = useAuditPage(query);
  const filter = (change: Filters) => {
    setFilters((f) => ({ ...f, ...change }));
    setPage(1);
  };

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
          aria-label={t('Section')}
          placeholder={t('All sections')}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          value={filters.section}
          onChange={(section?: string) => filter({ section })}
          loading={choices.isPending}
          options={choices.data?.sections.map((s) => ({ value: s, label: s }))}
          style={{ width: 180 }}
        />
        <DatePicker.RangePicker
          aria-label={t('Dates')}
          allowEmpty={[true, true]}
          onChange={(_, [from, to]) => filter({ from: dayStart(from), to: dayEnd(to) })}
          style={{ width: 260, maxWidth: '100%' }}
        />
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
