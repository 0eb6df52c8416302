import { Table } from 'antd';
import { useT } from '../lib/i18n/use-t';

/** A row of an imported file that cannot be imported, by its number in the file (and whose it is, if known). */
export interface RowError {
  row: number;
  message: string;
  name?: string | undefined;
  /** The student's roll. */
  sid?: string | undefined;
}

/**
 * The rows of an imported file that cannot be imported, ten to a page; the rows are headed "Row" unless
 * given. Rows that name a student show their name and roll, so staff find them without counting lines.
 */
export function RowErrorsTable({ errors, rowTitle }: { errors: RowError[]; rowTitle?: string }) {
  const { t } = useT();
  const named = errors.some((e) => e.name || e.sid);
  return (
    <Table<RowError>
      aria-label={t('Rows with errors')}
      size="small"
      rowKey="row"
      dataSource={errors}
      pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
      columns={[
        { title: rowTitle ?? t('Row'), dataIndex: 'row', key: 'row', width: 70 },
        ...(named
          ? [
              { title: t('Name'), dataIndex: 'name', key: 'name' },
              { title: t('Roll'), dataIndex: 'sid', key: 'sid' },
            ]
          : []),
        { title: t('Problem'), dataIndex: 'message', key: 'message' },
      ]}
    />
  );
}
