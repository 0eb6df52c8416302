import { Table } from 'antd';

/** A row of an imported file that cannot be imported, by its number in the file. */
export interface RowError {
  row: number;
  message: string;
}

/** The rows of an imported file that cannot be imported, ten to a page. */
export function RowErrorsTable({ errors, rowTitle = 'Row' }: { errors: RowError[]; rowTitle?: string }) {
  return (
    <Table<RowError>
      aria-label="Rows with errors"
      size="small"
      rowKey="row"
      dataSource={errors}
      pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
      columns={[
        { title: rowTitle, dataIndex: 'row', key: 'row', width: 70 },
        { title: 'Problem', dataIndex: 'message', key: 'message' },
      ]}
    />
  );
}
