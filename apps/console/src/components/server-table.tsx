import { Select, Table, type TableProps } from 'antd';
import { cloneElement, isValidElement } from 'react';
import { useT } from '../lib/i18n/use-t';
import { counted } from './count-text';
import { ErrorAlert } from './error-alert';
import type { TableNoun } from './table-total';

/** A page of a server-side list, as a query gives it. */
export interface ServerPageQuery<T> {
  data?: { items: T[]; total: number };
  error: unknown;
  isFetching: boolean;
}

/** Props of a server-paged table: the query of the current page, which page, and what the rows are. */
export interface ServerTableProps<T> extends Omit<TableProps<T>, 'dataSource' | 'loading' | 'pagination'> {
  query: ServerPageQuery<T>;
  /** Another failure to show above the table (e.g. of the filters' choices). */
  otherError?: unknown;
  page: number;
  pageSize: number;
  /** What one row is ("student"): the total reads "1 student", "2 students" (in Bengali "২ জন শিক্ষার্থী"). */
  noun: TableNoun;
}

/**
 * A table of one page of a list the server pages, sorts and filters: the failure above it, the rows,
 * and a pager with the total, in the shown language's words and digits. It scrolls sideways inside
 * itself, never the page.
 */
export function ServerTable<T extends object>({
  query,
  otherError,
  page,
  pageSize,
  noun,
  ...table
}: ServerTableProps<T>) {
  const { t, n } = useT();
  const error = query.error ?? otherError;
  return (
    <>
      <ErrorAlert error={error} />
      <Table<T>
        rowKey="_id"
        scroll={{ x: 'max-content' }}
        {...table}
        dataSource={query.data?.items}
        loading={query.isFetching}
        pagination={{
          current: page,
          pageSize,
          total: query.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => counted(t, noun, total),
          // antd's locale words the pager's titles; its page numbers are digits it writes itself.
          itemRender: (pageNumber, type, element) =>
            type === 'page' && isValidElement(element)
              ? cloneElement(element, undefined, n(pageNumber))
              : element,
        }}
      />
    </>
  );
}

/** A yes/no filter of a list (`'true'`/`'false'` on the wire), empty for both; its texts come translated. */
export function YesNoFilter({
  label,
  placeholder,
  yes,
  no,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  yes: string;
  no: string;
  value: 'true' | 'false' | undefined;
  onChange: (value: 'true' | 'false' | undefined) => void;
}) {
  return (
    <Select
      aria-label={label}
      placeholder={placeholder}
      allowClear
      value={value}
      onChange={onChange}
      options={[
        { value: 'true', label: yes },
        { value: 'false', label: no },
      ]}
      style={{ width: 180 }}
    />
  );
}

/** The Active / Deactivated filter of a list of accounts. */
export function ActiveFilter(props: {
  value: 'true' | 'false' | undefined;
  onChange: (value: 'true' | 'false' | undefined) => void;
}) {
  const { t } = useT();
  return (
    <YesNoFilter
      label={t('Status')}
      placeholder={t('Active or not')}
      yes={t('Active')}
      no={t('Deactivated')}
      {...props}
    />
  );
}
