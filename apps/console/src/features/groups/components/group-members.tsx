import type { StudentListItem } from '@lms/domain/contract';
import { App, Button, Flex } from 'antd';
import { useState } from 'react';
import { counted } from '../../../components/count-text';
import { SearchFilter } from '../../../components/search-filter';
import { ServerTable } from '../../../components/server-table';
import { errorText } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n/use-t';
import { useGroupDetail, useRemoveMembers } from '../api/groups-api';
import { AddMembersModal } from './add-members-modal';
import { studentColumns } from './student-columns';

const PAGE_SIZE = 20;

/** A group's members a page at a time: search, add many, remove the selected after a confirmation. */
export function GroupMembers({ groupId, groupName }: { groupId: string; groupName: string }) {
  const { t } = useT();
  const { modal, message } = App.useApp();
  const [search, setSearch] = useState<string>();
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string[]>([]);
  const [adding, setAdding] = useState(false);
  const detail = useGroupDetail(groupId, { search, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
  const remove = useRemoveMembers(groupId);

  const confirmRemove = () =>
    modal.confirm({
      title: t('Remove {{students}} from {{group}}?', {
        students: counted(t, 'student', selected.length),
        group: groupName,
      }),
      content: t('They lose what the group gives them (its course, content and exams). Their accounts stay.'),
      okText: t('Remove {{count}}', { count: selected.length }),
      okButtonProps: { danger: true },
      onOk: () =>
        remove
          .mutateAsync(selected)
          .then(({ removed }) => {
            message.success(
              t('{{students}} removed from {{group}}', {
                students: counted(t, 'student', removed),
                group: groupName,
              }),
            );
            setSelected([]);
          })
          .catch((error: unknown) => message.error(errorText(error))),
    });

  return (
    <div>
      <Flex wrap gap={8} justify="space-between" style={{ marginBottom: 12 }}>
        <SearchFilter
          label={t('Search members')}
          placeholder={t('Search members')}
          width={240}
          onSearch={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        <Flex wrap gap={8}>
          <Button danger disabled={selected.length === 0} onClick={confirmRemove}>
            {t('Remove selected ({{count}})', { count: selected.length })}
          </Button>
          <Button type="primary" onClick={() => setAdding(true)}>
            {t('Add students')}
          </Button>
        </Flex>
      </Flex>
      <ServerTable<StudentListItem>
        size="small"
        query={{ data: detail.data?.members, error: detail.error, isFetching: detail.isFetching }}
        page={page}
        pageSize={PAGE_SIZE}
        noun="member"
        onChange={(pagination) => setPage(pagination.current ?? 1)}
        rowSelection={{
          selectedRowKeys: selected,
          preserveSelectedRowKeys: true,
          onChange: (keys) => setSelected(keys.map(String)),
        }}
        columns={studentColumns(t)}
      />
      <AddMembersModal
        groupId={groupId}
        groupName={groupName}
        open={adding}
        onClose={() => setAdding(false)}
      />
    </div>
  );
}
