import type { AuditEntry } from '@lms/domain/contract';
import { Descriptions, Table, Tag, Typography } from 'antd';
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
  const fields = changedFields(entry.before, entry.after);
  const hasBefore = entry.before !== null && entry.before !== undefined;
  return (
    <section aria-label="Entry details" style={{ maxWidth: '100%' }}>
      <Descriptions size="small" column={1} style={{ marginBottom: 12 }}>
        <Descriptions.Item label="Call">
          <Typography.Text code style={{ wordBreak: 'break-all' }}>
            {entry.method} {entry.path}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label="From">{entry.ip}</Descriptions.Item>
        <Descriptions.Item label="Sent">
          <pre style={{ ...block, width: '100%' }}>
            {entry.body === null ? '(nothing)' : JSON.stringify(entry.body, null, 2)}
          </pre>
        </Descriptions.Item>
      </Descriptions>
      {!hasBefore && (
        <Typography.Paragraph type="secondary">
          No snapshot before this change was kept; the fields show what the change answered.
        </Typography.Paragraph>
      )}
      <Table<FieldChange>
        size="small"
        rowKey="field"
        pagination={false}
        aria-label="Before and after"
        dataSource={fields}
        tableLayout="fixed"
        columns={[
          {
            title: 'Field',
            dataIndex: 'field',
            key: 'field',
            render: (field: string, row) => (
              <>
                {field} {hasBefore && row.changed && <Tag color="orange">changed</Tag>}
              </>
            ),
          },
          ...(hasBefore ? [{ title: 'Before', dataIndex: 'before', key: 'before', render: cell }] : []),
          { title: 'After', dataIndex: 'after', key: 'after', render: cell },
        ]}
      />
    </section>
  );
}
