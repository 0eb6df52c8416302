import type { AuditEntry } from '@lms/domain/contract';
import { Descriptions, Table, Tag, Typography } from 'antd';
import { useT } from '../../../lib/i18n/use-t';
import { changedFields, type FieldChange } from './changed-fields';

const block = {
  margin: 0,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
  fontSize: 12,
  background: '#fafafa',
  padding: '4px 8px',
  borderRadius: 4,
} as const;

const cell = (text: string) => <pre style={block}>{text || '—'}</pre>;

/**
 * An entry's details: the call, what was sent (secrets removed), and the record before and after, field
 * by field with the changed fields marked.
 */
export function AuditDetails({ entry }: { entry: AuditEntry }) {
  const { t } = useT();
  const fields = changedFields(entry.before, entry.after);
  const hasBefore = entry.before !== null && entry.before !== undefined;
  return (
    <section aria-label={t('Entry details')} style={{ maxWidth: '100%' }}>
      <Descriptions size="small" column={1} style={{ marginBottom: 12 }}>
        <Descriptions.Item label={t('Call')}>
          <Typography.Text code style={{ wordBreak: 'break-all' }}>
            {entry.method} {entry.path}
          </Typography.Text>
        </Descriptions.Item>
        {entry.target && (
          <Descriptions.Item label={t('Record')}>
            <Typography.Text code>
              {entry.target.kind} {entry.target.id}
            </Typography.Text>
          </Descriptions.Item>
        )}
        <Descriptions.Item label={t('From')}>{entry.ip}</Descriptions.Item>
        <Descriptions.Item label={t('Sent')}>
          <pre style={{ ...block, width: '100%' }}>
            {entry.body === null ? t('(nothing)') : JSON.stringify(entry.body, null, 2)}
          </pre>
        </Descriptions.Item>
      </Descriptions>
      {!hasBefore && (
        <Typography.Paragraph type="secondary">
          {t('No snapshot before this change was kept; the fields show what the change answered.')}
        </Typography.Paragraph>
      )}
      <Table<FieldChange>
        size="small"
        rowKey="field"
        pagination={false}
        aria-label={t('Before and after')}
        dataSource={fields}
        tableLayout="fixed"
        columns={[
          {
            title: t('Field'),
            dataIndex: 'field',
            key: 'field',
            render: (field: string, row) => (
              <>
                {field} {hasBefore && row.changed && <Tag color="orange">{t('changed')}</Tag>}
              </>
            ),
          },
          ...(hasBefore ? [{ title: t('Before'), dataIndex: 'before', key: 'before', render: cell }] : []),
          { title: t('After'), dataIndex: 'after', key: 'after', render: cell },
        ]}
      />
    </section>
  );
}
