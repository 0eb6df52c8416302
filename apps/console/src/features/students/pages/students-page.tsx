import { localPhoneOf } from '@lms/domain';
import type { BulkOutcome, StudentListItem, StudentListQuery, StudentSort } from '@lms/domain/contract';
import { staffRoutes } from '@lms/domain/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Select, type TableProps, Typography } from 'antd';
import { useState } from 'react';
import { counted } from '../../../components/count-text';
import { SearchFilter } from '../../../components/search-filter';
import { ActiveFilter, ServerTable, YesNoFilter } from '../../../components/server-table';
import { callApi } from '../../../lib/api';
import { formatWhen } from '../../../lib/format-when';
import { useT } from '../../../lib/i18n/use-t';
import type { StudentChoice } from '../api/student-bulk';
import { useBranches, useGroups } from '../api/use-org';
import { AdmitStudentModal } from '../components/admit-student-modal';
import { BulkActionsBar } from '../components/bulk-actions-bar';
import { bulkOutcomeText } from '../components/bulk-outcome';
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
 * import, and a student's name their detail with the actions on them. Students ticked on any page, or
 * every student matching the filters, can be added to or taken out of a group, deactivated, reactivated
 * or exported in one go.
 */
export function StudentsPage() {
  const { t, n } = useT();
  const [filters, setFilters] = useState<Filters>({});
  const [order, setOrder] = useState<Order>({ sort: 'name', order: 'asc' });
  const [page, setPage] = useState(1);
  const [admitting, setAdmitting] = useState(false);
  const [importing, setImporting] = useState(false);
  const [openId, setOpenId] = useState<string>();
  const [picked, setPicked] = useState<string[]>([]);
  const [allMatching, setAllMatching] = useState(false);
  const [outcome, setOutcome] = useState<BulkOutcome>();
  const branches = useBranches();
  const groups = useGroups();
  const query = { ...filters, ...order, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE };
  const students = useQuery({
    queryKey: ['students', query],
    queryFn: async () => (await callApi(staffRoutes.listStudents, { query })).data,
    placeholderData: keepPreviousData,
  });
  const clearChoice = () => {
    setPicked([]);
    setAllMatching(false);
  };
  const filter = (change: Filters) => {
    setFilters((f) => ({ ...f, ...change }));
    setPage(1);
    // A new filter is a new set of students: a choice made under the old one would mislead.
    clearChoice();
  };
  const total = students.data?.total ?? 0;
  const choice: StudentChoice | undefined = allMatching
    ? { filter: filters }
    : picked.length
      ? { studentIds: picked }
      : undefined;
  const pageIds = students.data?.items.map((s) => s._id) ?? [];
  const wholePagePicked = pageIds.length > 0 && pageIds.every((id) => picked.includes(id));
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
          showSearch={{ optionFilterProp: 'label' }}
          value={filters.branchId}
          onChange={(branchId?: string) => filter({ branchId })}
          options={branches.data?.map((b) => ({ value: b._id, label: b.name }))}
          style={{ width: 180 }}
        />
        <Select
          aria-label={t('Group')}
          placeholder={t('All groups')}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
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
      {outcome && (
        <Alert
          type="success"
          showIcon
          closable
          onClose={() => setOutcome(undefined)}
          title={bulkOutcomeText(t, outcome)}
          style={{ marginBottom: 12 }}
          role="status"
        />
      )}
      {!allMatching && wholePagePicked && total > picked.length && (
        <Alert
          type="info"
          style={{ marginBottom: 12 }}
          title={
            <Flex wrap gap={8} align="center">
              {t('{{students}} on this page are chosen.', { students: counted(t, 'student', picked.length) })}
              <Button type="link" style={{ padding: 0 }} onClick={() => setAllMatching(true)}>
                {t('Choose all {{students}} that match this filter', {
                  students: counted(t, 'student', total),
                })}
              </Button>
            </Flex>
          }
        />
      )}
      {allMatching && (
        <Alert
          type="info"
          style={{ marginBottom: 12 }}
          title={
            <Flex wrap gap={8} align="center">
              {t('All {{students}} that match this filter are chosen.', {
                students: counted(t, 'student', total),
              })}
              <Button type="link" style={{ padding: 0 }} onClick={clearChoice}>
                {t('Clear the choice')}
              </Button>
            </Flex>
          }
        />
      )}
      {choice && (
        <BulkActionsBar
          choice={choice}
          count={allMatching ? total : picked.length}
          onDone={(done) => {
            setOutcome(done);
            clearChoice();
          }}
        />
      )}
      <ServerTable<StudentListItem>
        rowSelection={{
          selectedRowKeys: allMatching ? pageIds : picked,
          preserveSelectedRowKeys: true,
          onChange: (keys) => {
            setAllMatching(false);
            setPicked(keys.map(String));
          },
          getCheckboxProps: (s) => ({ 'aria-label': t('Choose {{name}}', { name: s.name }) }),
        }}
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
