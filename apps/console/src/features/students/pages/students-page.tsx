import { localPhoneOf } from '@lms/domain';
import type { StudentListItem, StudentListQuery, StudentSort } from '@lms/domain/contract';
import { staffRoutes } from '@lms/domain/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Flex, Select, type TableProps, Typography } from 'antd';
import { useState } from 'react';
import { SearchFilter } from '../../../components/search-filter';
import { ActiveFilter, ServerTable, YesNoFilter } from '../../../components/server-table';
import { callApi } from '../../../lib/api';
import { formatWhen } from '../../../lib/format-when';
import { useT } from '../../../lib/i18n/use-t';
import { useBranches, useGroups } from '../api/use-org';
import { AdmitStudentModal } from '../components/admit-student-modal';
import { ImportRosterModal } from '../components/import-roster-modal';
import { StudentDrawer, StudentStatus } from '../components/student-drawer';

type Filters = Pick<StudentListQuery, 'search' | 'branchId' | 'groupId' | 'registered' | 'active'>;
type Order = { sort: StudentSort; order: 'asc' | 'desc' };

const PAGE_SIZE = 20;
const sortable = (key: StudentSort, order: Order) =>
  ({
    sorter: true,
    sortOrder: order.sort === key ? (order.order === 'asc' ? 'ascend' : 'descend') : null,
  }) as const;

/**
 * The roster: one page at a time from the server, which searches (name, roll, number), filters (branch,
 * group, registered, active) and sorts; "Admit student" opens the admission form, "Import roster" the CSV/Excel
 * import, and a student's name their detail with the actions on them.
 */
export function StudentsPage() {
  const { t, n } = useT();
  const [filters, setFilters] = useState<Filters>({});
  const [order, setOrder] = useState<Order>({ sort: 'name', order: 'asc' });
  const [page, setPage] = useState(1);
  const [admitting, setAdmitting] = useState(false);
  const [importing, setImporting] = useState(false);
  const [openId, setOpenId] = useState<string>();
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
    {
      title: t('Name'),
      dataIndex: 'name',
      key: 'name',
      ...sortable('name', order),
      render: (name: string, s: StudentListItem) => (
        <Button type="link" style={{ padding: 0, height: 'auto' }} onClick={() => setOpenId(s._id)}>
          {name}
        </Button>
      ),
    },
    { title: t('Roll'), dataIndex: 'sid', key: 'sid', ...sortable('sid', order) },
    { title: t('Mobile'), dataIndex: 'username', key: 'username', render: (u: string) => localPhoneOf(u) },
    {
      title: t('Branch'),
      dataIndex: 'branchId',
      key: 'branch',
      responsive: ['lg'],
      render: (id: string | null) => (id ? (branchName.get(id) ?? '') : ''),
    },
    {
      title: t('Status'),
      key: 'status',
      render: (_: unknown, s: StudentListItem) => (
        <StudentStatus active={s.active} registered={s.registered} />
      ),
    },
    {
      title: t('Admitted'),
      dataIndex: 'createdAt',
      key: 'createdAt',
      responsive: ['md'],
      render: (at: string) => n(formatWhen.day(at)),
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
          {t('Students')}
        </Typography.Title>
        <Flex wrap gap={8}>
          <Button onClick={() => setImporting(true)}>{t('Import roster')}</Button>
          <Button type="primary" onClick={() => setAdmitting(true)}>
            {t('Admit student')}
          </Button>
        </Flex>
      </Flex>
      <Flex wrap gap={8} style={{ marginBottom: 16 }}>
        <SearchFilter
          label={t('Search students')}
          placeholder={t('Search by name, roll or number')}
          width={280}
          onSearch={(search) => filter({ search })}
        />
        <Select
          aria-label={t('Branch')}
          placeholder={t('All branches')}
          allowClear
          value={filters.branchId}
          onChange={(branchId?: string) => filter({ branchId })}
          options={branches.data?.map((b) => ({ value: b._id, label: b.name }))}
          style={{ width: 180 }}
        />
        <Select
          aria-label={t('Group')}
          placeholder={t('All groups')}
          allowClear
          value={filters.groupId}
          onChange={(groupId?: string) => filter({ groupId })}
          options={groups.data?.map((g) => ({ value: g._id, label: g.name }))}
          style={{ width: 180 }}
        />
        <YesNoFilter
          label={t('Registration')}
          placeholder={t('Registered or not')}
          yes={t('Registered')}
          no={t('Not registered')}
          value={filters.registered}
          onChange={(registered) => filter({ registered })}
        />
        <ActiveFilter value={filters.active} onChange={(active) => filter({ active })} />
      </Flex>
      <ServerTable<StudentListItem>
        query={students}
        columns={columns}
        onChange={onChange}
        page={page}
        pageSize={PAGE_SIZE}
        noun="student"
      />
      <AdmitStudentModal open={admitting} onClose={() => setAdmitting(false)} />
      <ImportRosterModal open={importing} onClose={() => setImporting(false)} />
      <StudentDrawer studentId={openId} onClose={() => setOpenId(undefined)} />
    </section>
  );
}
