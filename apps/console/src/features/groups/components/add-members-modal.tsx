import type { StudentListItem } from '@lms/domain/contract';
import { App, Modal, Typography } from 'antd';
import { useState } from 'react';
import { counted } from '../../../components/count-text';
import { ErrorAlert } from '../../../components/error-alert';
import { SearchFilter } from '../../../components/search-filter';
import { ServerTable } from '../../../components/server-table';
import { useSubmitGuard } from '../../../components/use-submit-guard';
import { useT } from '../../../lib/i18n/use-t';
import { useAddMembers, useStudentSearch } from '../api/groups-api';
import { studentColumns } from './student-columns';

const PAGE_SIZE = 10;

/**
 * Search the roster and pick many students (the picks are kept across searches and pages), then add
 * them to the group in one call.
 */
export function AddMembersModal({
  groupId,
  groupName,
  open,
  onClose,
}: {
  groupId: string;
  groupName: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useT();
  const { message } = App.useApp();
  const [search, setSearch] = useState<string>();
  const [page, setPage] = useState(1);
  const [picked, setPicked] = useState<string[]>([]);
  const students = useStudentSearch({
    search,
    sort: 'name',
    order: 'asc',
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  });
  const add = useAddMembers(groupId);
  const adding = useSubmitGuard(() =>
    add.mutateAsync(picked).then(() => {
      message.success(
        t('{{students}} added to {{group}}', {
          students: counted(t, 'student', picked.length),
          group: groupName,
        }),
      );
      close();
    }),
  );
  const close = () => {
    add.reset();
    setPicked([]);
    onClose();
  };
  return (
    <Modal
      title={t('Add students to {{group}}', { group: groupName })}
      open={open}
      onCancel={close}
      okText={
        picked.length
          ? t('Add {{students}}', { students: counted(t, 'student', picked.length) })
          : t('Add students')
      }
      okButtonProps={{ disabled: picked.length === 0 }}
      confirmLoading={add.isPending || adding.busy}
      onOk={() => adding.submit()}
      width={720}
      destroyOnHidden
    >
      <ErrorAlert error={add.error} />
      <div style={{ marginBottom: 12 }}>
        <SearchFilter
          label={t('Search the roster')}
          placeholder={t('Search by name, roll or number')}
          onSearch={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
      </div>
      <Typography.Text type="secondary">{t('{{count}} picked', { count: picked.length })}</Typography.Text>

      <ServerTable<StudentListItem>
        size="small"
        query={students}
        page={page}
        pageSize={PAGE_SIZE}
        noun="student"
        onChange={(pagination) => setPage(pagination.current ?? 1)}
        rowSelection={{
          selectedRowKeys: picked,
          preserveSelectedRowKeys: true,
          onChange: (keys) => setPicked(keys.map(String)),
        }}
        columns={studentColumns(t)}
      />
    </Modal>
  );
}
