import { Table } from 'antd';
import { useT } from '../lib/i18n/use-t';

/** A row of an imported file that cannot be imported, by its number in the file. */
export interface RowError {
  row: number;
  message: string;
}

/** The rows of an imported file that cannot be imported, ten to a page; the rows are headed "Row" unless given. */
export function RowErrorsTable({ errors, rowTitle }: { errors: RowError[]; rowTitle?: string }) {
  const { t } = useT();
  return (
    <Table<RowError>
      aria-label={t('Rows with errors')}
      size="small"
      rowKey="row"
      dataSource={errors}
      pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
      columns={[
        { title: rowTitle ?? t('Row'), dataIndex: 'row', key: 'row', width: 70 },

        { title: t('Problem'), dataIndex: 'message', key: 'message' },
      ]}
    />
  );
}
