import type { GroupListQuery, GroupRow, GroupSort } from '@lms/domain/contract';
import { Button, Flex, Select, type TableProps, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { SearchFilter } from '../../../components/search-filter';
import { ServerTable } from '../../../components/server-table';
import { formatWhen } from '../../../lib/format-when';
import { useT } from '../../../lib/i18n/use-t';
import { type ListOrder, orderOfSorter, sortable } from '../../../lib/table-order';
import { useCourseOptions, useGroupPage } from '../api/groups-api';
import { BranchesPanel } from '../components/branches-panel';
import { CreateGroupModal } from '../components/create-group-modal';
import { GroupDrawer } from '../components/group-drawer';

type Filters = Pick<GroupListQuery, 'search' | 'courseId' | 'status'>;
type Order = ListOrder<GroupSort>;

const PAGE_SIZE = 20;

/** Groups (batches) and branches: two tabs. */
export function GroupsPage() {
  const { t } = useT();
  return (
    <section aria-labelledby="groups-title">
      <Typography.Title id="groups-title" level={3} style={{ margin: '0 0 8px' }}>
        {t('Groups')}
      </Typography.Title>
      <Tabs
        items={[
          { key: 'groups', label: t('Groups'), children: <GroupList /> },
          { key: 'branches', label: t('Branches'), children: <BranchesPanel /> },
        ]}
      />
    </section>
  );
}

/**
 * The groups a page at a time from the server, which searches by name, filters by course and sorts
 * (name, members, created); a group's name opens it.
 */
function GroupList() {
  const { t, n } = useT();
  const [filters, setFilters] = useState<Filters>({});
  const [order, setOrder] = useState<Order>({ sort: 'name', order: 'asc' });
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const courses = useCourseOptions();
  const groups = useGroupPage({ ...filters, ...order, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
  const filter = (change: Filters) => {
    setFilters((f) => ({ ...f, ...change }));
    setPage(1);
  };

  const columns: TableProps<GroupRow>['columns'] = [
    {
      title: t('Group'),
      dataIndex: 'name',
      key: 'name',
      ...sortable('name', order),
      render: (name: string, group: GroupRow) => (
        <Button type="link" style={{ padding: 0 }} onClick={() => setOpenId(group._id)}>
          {name}
        </Button>
      ),
    },
    { title: t('Course'), dataIndex: 'courseName', key: 'course' },
    { title: t('Members'), dataIndex: 'members', key: 'members', ...sortable('members', order) },
    {
      title: t('Created'),
      dataIndex: 'createdAt',
      key: 'createdAt',
      responsive: ['md'],
      render: (at: string) => n(formatWhen.day(at)),

      ...sortable('createdAt', order),
    },
  ];

  const onChange: TableProps<GroupRow>['onChange'] = (pagination, _filters, sorter) => {
    setOrder(orderOfSorter<GroupSort, GroupRow>(sorter, 'name'));
    setPage(pagination.current ?? 1);
  };

  return (
    <div>
      <Flex wrap gap={8} justify="space-between" style={{ marginBottom: 16 }}>
        <Flex wrap gap={8}>
          <SearchFilter
            label={t('Search groups')}
            placeholder={t('Search by name')}
            width={240}
            onSearch={(search) => filter({ search })}
          />
          <Select
            aria-label={t('Course filter')}
            placeholder={t('All courses')}
            allowClear
            value={filters.courseId}
            onChange={(courseId?: string) => filter({ courseId })}
            options={courses.data?.map((c) => ({ value: c._id, label: c.name }))}
            style={{ width: 200 }}
          />
          <Select
            aria-label={t('Groups shown')}
            value={filters.status ?? 'active'}
            onChange={(status: 'active' | 'archived') => filter({ status })}
            options={[
              { value: 'active', label: t('In use') },
              { value: 'archived', label: t('Archived') },
            ]}
            style={{ width: 140 }}
          />
        </Flex>
        <Button type="primary" onClick={() => setCreating(true)}>
          {t('New group')}
        </Button>
      </Flex>
      <ServerTable<GroupRow>
        columns={columns}
        query={groups}
        page={page}
        pageSize={PAGE_SIZE}
        noun="group"
        onChange={onChange}
      />
      <CreateGroupModal open={creating} onClose={() => setCreating(false)} />
      <GroupDrawer groupId={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
