import type { StaffRole } from '@lms/domain';
import type { StaffAccount, StaffListQuery, StaffSort } from '@lms/domain/contract';
import { App, Button, Flex, Select, Space, type TableProps, Tag, Typography } from 'antd';
import { useState } from 'react';
import { roleLabel, roleOptions } from '../../../components/role-labels';
import { SearchFilter } from '../../../components/search-filter';
import { ActiveFilter, ServerTable } from '../../../components/server-table';
import { errorText } from '../../../lib/error-text';
import { formatWhen } from '../../../lib/format-when';
import { useT } from '../../../lib/i18n/use-t';
import { useStaff } from '../../../lib/session';
import { type ListOrder, orderOfSorter, sortable } from '../../../lib/table-order';
import { useStaffPage, useUpdateStaff } from '../api/staff-accounts-api';
import { CreateStaffModal } from '../components/create-staff-modal';
import { EditStaffModal } from '../components/edit-staff-modal';
import { ResetPasswordModal } from '../components/reset-password-modal';

type Filters = Pick<StaffListQuery, 'search' | 'role' | 'active'>;
type Order = ListOrder<StaffSort>;

const PAGE_SIZE = 20;

/**
 * The staff accounts (admin only): a server-side paged, searched, filtered and sorted list; create an
 * account, change its name and roles, reset its password, deactivate or reactivate it.
 */
export function StaffAccountsPage() {
  const { t, n } = useT();
  const me = useStaff();
  const { modal, message } = App.useApp();
  const [filters, setFilters] = useState<Filters>({});
  const [order, setOrder] = useState<Order>({ sort: 'name', order: 'asc' });
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<StaffAccount | null>(null);
  const [resetting, setResetting] = useState<StaffAccount | null>(null);
  const accounts = useStaffPage({ ...filters, ...order, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
  const update = useUpdateStaff();
  const filter = (change: Filters) => {
    setFilters((f) => ({ ...f, ...change }));
    setPage(1);
  };

  const setActive = (account: StaffAccount, active: boolean) =>
    modal.confirm({
      title: active
        ? t('Reactivate {{name}}?', { name: account.username })
        : t('Deactivate {{name}}?', { name: account.username }),

      content: active
        ? t('{{name}} will be able to sign in again.', { name: account.name })
        : t('{{name}} will be signed out now and cannot sign in until reactivated. Their work is kept.', {
            name: account.name,
          }),
      okText: active ? t('Reactivate') : t('Deactivate'),
      okButtonProps: { danger: !active },
      onOk: () =>
        update
          .mutateAsync({ staffId: account._id, body: { active } })
          .then(() =>
            message.success(
              active
                ? t('{{username}} reactivated', { username: account.username })
                : t('{{username}} deactivated', { username: account.username }),
            ),
          )
          .catch((error: unknown) => message.error(errorText(error))),
    });

  const columns: TableProps<StaffAccount>['columns'] = [
    { title: t('Name'), dataIndex: 'name', key: 'name', ...sortable('name', order) },
    { title: t('Username'), dataIndex: 'username', key: 'username', ...sortable('username', order) },
    {
      title: t('Roles'),
      dataIndex: 'roles',
      key: 'roles',
      render: (roles: StaffRole[]) => (
        <Flex wrap gap={4}>
          {roles.map((r) => (
            <Tag key={r}>{roleLabel(t, r)}</Tag>
          ))}
        </Flex>
      ),
    },
    {
      title: t('Status'),
      dataIndex: 'active',
      key: 'active',
      render: (active: boolean) =>
        active ? <Tag color="green">{t('Active')}</Tag> : <Tag color="red">{t('Deactivated')}</Tag>,
    },
    {
      title: t('Since'),
      dataIndex: 'createdAt',
      key: 'createdAt',
      responsive: ['lg'],
      render: (at: string) => n(formatWhen.day(at)),
      ...sortable('createdAt', order),
    },
    {
      title: t('Actions'),
      key: 'actions',
      render: (_: unknown, account: StaffAccount) => (
        <Space wrap size={4}>
          <Button
            size="small"
            onClick={() => setEditing(account)}
            aria-label={t('Edit {{name}}', { name: account.username })}
          >
            {t('Edit')}
          </Button>
          <Button
            size="small"
            onClick={() => setResetting(account)}
            aria-label={t('Reset password of {{username}}', { username: account.username })}
          >
            {t('Reset password')}
          </Button>
          {account._id !== me?._id &&
            (account.active ? (
              <Button
                size="small"
                danger
                onClick={() => setActive(account, false)}
                aria-label={t('Deactivate {{name}}', { name: account.username })}
              >
                {t('Deactivate')}
              </Button>
            ) : (
              <Button
                size="small"
                onClick={() => setActive(account, true)}
                aria-label={t('Reactivate {{name}}', { name: account.username })}
              >
                {t('Reactivate')}
              </Button>
            ))}
        </Space>
      ),
    },
  ];

  const onChange: TableProps<StaffAccount>['onChange'] = (pagination, _filters, sorter) => {
    setOrder(orderOfSorter<StaffSort, StaffAccount>(sorter, 'name'));
    setPage(pagination.current ?? 1);
  };

  return (
    <section aria-labelledby="staff-accounts-title">
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <Typography.Title id="staff-accounts-title" level={3} style={{ margin: 0 }}>
          {t('Staff accounts')}
        </Typography.Title>
        <Button type="primary" onClick={() => setCreating(true)}>
          {t('New staff account')}
        </Button>
      </Flex>
      <Flex wrap gap={8} style={{ marginBottom: 16 }}>
        <SearchFilter
          label={t('Search staff')}
          placeholder={t('Search by name or username')}
          width={280}
          onSearch={(search) => filter({ search })}
        />
        <Select
          aria-label={t('Role')}
          placeholder={t('All roles')}
          allowClear
          value={filters.role}
          onChange={(role?: StaffRole) => filter({ role })}
          options={roleOptions(t)}
          style={{ width: 200 }}
        />
        <ActiveFilter value={filters.active} onChange={(active) => filter({ active })} />
      </Flex>
      <ServerTable<StaffAccount>
        query={accounts}
        columns={columns}
        onChange={onChange}
        page={page}
        pageSize={PAGE_SIZE}
        noun="staff account"
      />
      <CreateStaffModal open={creating} onClose={() => setCreating(false)} />
      <EditStaffModal account={editing} onClose={() => setEditing(null)} />
      <ResetPasswordModal account={resetting} onClose={() => setResetting(null)} />
    </section>
  );
}
