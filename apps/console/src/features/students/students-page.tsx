import { errorTitleOrMessage } from '@lms/domain/client';
import type { StudentListItem, StudentListQuery, StudentSort } from '@lms/domain/contract';
import { staffRoutes } from '@lms/domain/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Input, Select, Table, type TableProps, Tag, Typography } from 'antd';
import { useState } from 'react';
import { callApi } from '../../lib/api';
import { AdmitStudentModal } from './admit-student-modal';
import { useBranches, useGroups } from './use-org';

type Filters = Pick<StudentListQuery, 'search' | 'branchId' | 'groupId' | 'registered'>;
type Order = { sort: StudentSort; order: 'asc' | 'desc' };

const PAGE_SIZE = 20;
const sortable = (key: StudentSort, order: Order) =>
  ({
    sorter: true,
    sortOrder: order.sort === key ? (order.order === 'asc' ? 'ascend' : 'descend') : null,
  }) as const;

/**
 * The roster: one page at a time from the server, which searches (name, roll, number), filters (branch,
 * group, registered) and sorts; "Admit student" opens the admission form.
 */
export function StudentsPage() {
  const [filters, setFilters] = useState<Filters>({});
  const [order, setOrder] = useState<Order>({ sort: 'name', order: 'asc' });
  const [page, setPage] = useState(1);
  const [admitting, setAdmitting] = useState(false);
  const branches = useBranches();
  const groups = useGroups();
  const query = { ...filters, ...order, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE };
  const students = useQuery({
    queryKey: ['students', query],
    queryFn: async () => (await callApi(staffRoutes.listStudents, { query })).data,
    placeholderData: keepPreviousData,
  });
  const filter = (change: Filters) => {
    setFilters((f) => ({ ...f, ...change }));
    setPage(1);
  };
  const branchName = new Map(branches.data?.map((b) => [b._id, b.name]));

  const columns: TableProps<StudentListItem>['columns'] = [
    { title: 'Name', dataIndex: 'name', key: 'name', ...sortable('name', order) },
    { title: 'Roll', dataIndex: 'sid', key: 'sid', ...sortable('sid', order) },
    { title: 'Mobile', dataIndex: 'username', key: 'username', render: (u: string) => u.replace(/^88/, '') },
    {
      title: 'Branch',
      dataIndex: 'branchId',
      key: 'branch',
      responsive: ['lg'],
      render: (id: string | null) => (id ? (branchName.get(id) ?? '') : ''),
    },
    {
      title: 'Registered',
      dataIndex: 'registered',
      key: 'registered',
      render: (r: boolean) => (r ? <Tag color="green">Registered</Tag> : <Tag>Not yet</Tag>),
    },
    {
      title: 'Admitted',
      dataIndex: 'createdAt',
      key: 'createdAt',
      responsive: ['md'],
      render: (at: string) => new Date(at).toLocaleDateString(),
      ...sortable('createdAt', order),
    },
  ];

  const onChange: TableProps<StudentListItem>['onChange'] = (pagination, _filters, sorter) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    const key = one?.order ? (one.columnKey as StudentSort) : 'name';
    setOrder({ sort: key, order: one?.order === 'descend' ? 'desc' : 'asc' });
    setPage(pagination.current ?? 1);
  };

  return (
    <section aria-labelledby="students-title">
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <Typography.Title id="students-title" level={3} style={{ margin: 0 }}>
          Students
        </Typography.Title>
        <Button type="primary" onClick={() => setAdmitting(true)}>
          Admit student
        </Button>
      </Flex>
      <Flex wrap gap={8} style={{ marginBottom: 16 }}>
        <Input.Search
          aria-label="Search students"
          placeholder="Search by name, roll or number"
          allowClear
          onSearch={(value) => filter({ search: value.trim() || undefined })}
          style={{ width: 280, maxWidth: '100%' }}
        />
        <Select
          aria-label="Branch"
          placeholder="All branches"
          allowClear
          value={filters.branchId}
          onChange={(branchId?: string) => filter({ branchId })}
          options={branches.data?.map((b) => ({ value: b._id, label: b.name }))}
          style={{ width: 180 }}
        />
        <Select
          aria-label="Group"
          placeholder="All groups"
          allowClear
          value={filters.groupId}
          onChange={(groupId?: string) => filter({ groupId })}
          options={groups.data?.map((g) => ({ value: g._id, label: g.name }))}
          style={{ width: 180 }}
        />
        <Select
          aria-label="Registration"
          placeholder="Registered or not"
          allowClear
          value={filters.registered}
          onChange={(registered?: 'true' | 'false') => filter({ registered })}
          options={[
            { value: 'true', label: 'Registered' },
            { value: 'false', label: 'Not registered' },
          ]}
          style={{ width: 180 }}
        />
      </Flex>
      {students.error && (
        <Alert
          type="error"
          showIcon
          title={errorTitleOrMessage(students.error)}
          style={{ marginBottom: 16 }}
        />
      )}
      <Table<StudentListItem>
        rowKey="_id"
        columns={columns}
        dataSource={students.data?.items}
        loading={students.isFetching}
        onChange={onChange}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: students.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => `${total} students`,
        }}
      />
      <AdmitStudentModal open={admitting} onClose={() => setAdmitting(false)} />
    </section>
  );
}
