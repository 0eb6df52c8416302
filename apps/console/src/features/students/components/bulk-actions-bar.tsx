import type { BulkAction, BulkOutcome } from '@lms/domain/contract';
import { Button, Dropdown, Flex, Modal, Popconfirm, Select, Typography } from 'antd';
import { useState } from 'react';
import { counted } from '../../../components/count-text';
import { ErrorAlert } from '../../../components/error-alert';
import { useT } from '../../../lib/i18n/use-t';
import { downloadStudents, type StudentChoice, useBulkStudents } from '../api/student-bulk';
import { useGroups } from '../api/use-org';

/**
 * The actions on the chosen students (`count` of them): add to or take out of a group, deactivate,
 * reactivate, export. Each is one call to the server, which answers what it did (`onDone`).
 */
export function BulkActionsBar({
  choice,
  count,
  onDone,
}: {
  choice: StudentChoice;
  count: number;
  onDone: (outcome: BulkOutcome) => void;
}) {
  const { t } = useT();
  const bulk = useBulkStudents();
  const [groupAction, setGroupAction] = useState<'addToGroup' | 'removeFromGroup'>();
  const [exportError, setExportError] = useState<unknown>();
  const students = counted(t, 'student', count);
  const act = (action: BulkAction, groupId?: string) =>
    bulk.mutate(
      { action, ...(groupId ? { groupId } : {}), ...choice },
      {
        onSuccess: (outcome) => {
          setGroupAction(undefined);
          onDone(outcome);
        },
      },
    );
  const exportAs = (format: 'xlsx' | 'csv') => {
    setExportError(undefined);
    downloadStudents(choice, format).catch(setExportError);
  };

  return (
    <Flex vertical gap={8} style={{ marginBottom: 12 }}>
      <ErrorAlert error={groupAction ? undefined : (bulk.error ?? exportError)} />
      <Flex wrap gap={8} align="center" role="toolbar" aria-label={t('Actions on the chosen students')}>
        <Typography.Text strong>{t('{{students}} chosen', { students })}</Typography.Text>
        <Button onClick={() => setGroupAction('addToGroup')}>{t('Add to group')}</Button>
        <Button onClick={() => setGroupAction('removeFromGroup')}>{t('Remove from group')}</Button>
        <Popconfirm
          title={t('Deactivate {{students}}?', { students })}
          description={t('They cannot sign in until reactivated, and their sessions end now.')}
          okText={t('Deactivate')}
          cancelText={t('Cancel')}
          onConfirm={() => act('deactivate')}
        >
          <Button danger loading={bulk.isPending && bulk.variables?.action === 'deactivate'}>
            {t('Deactivate')}
          </Button>
        </Popconfirm>
        <Button
          loading={bulk.isPending && bulk.variables?.action === 'reactivate'}
          onClick={() => act('reactivate')}
        >
          {t('Reactivate')}
        </Button>
        <Dropdown
          menu={{
            items: [
              { key: 'xlsx', label: t('Excel (.xlsx)') },
              { key: 'csv', label: t('CSV') },
            ],
            onClick: ({ key }) => exportAs(key as 'xlsx' | 'csv'),
          }}
        >
          <Button>{t('Export')}</Button>
        </Dropdown>
      </Flex>
      <GroupActionModal
        action={groupAction}
        students={students}
        pending={bulk.isPending}
        error={bulk.error}
        onCancel={() => {
          bulk.reset();
          setGroupAction(undefined);
        }}
        onConfirm={(groupId) => groupAction && act(groupAction, groupId)}
      />
    </Flex>
  );
}

/** Asks which group the chosen students go into, or come out of. */
function GroupActionModal({
  action,
  students,
  pending,
  error,
  onCancel,
  onConfirm,
}: {
  action: 'addToGroup' | 'removeFromGroup' | undefined;
  students: string;
  pending: boolean;
  error: unknown;
  onCancel: () => void;
  onConfirm: (groupId: string) => void;
}) {
  const { t } = useT();
  const groups = useGroups();
  const [groupId, setGroupId] = useState<string>();
  const adding = action === 'addToGroup';
  return (
    <Modal
      open={action !== undefined}
      title={
        adding
          ? t('Add {{students}} to a group', { students })
          : t('Remove {{students}} from a group', { students })
      }
      okText={adding ? t('Add to group') : t('Remove from group')}
      okButtonProps={{ disabled: !groupId, loading: pending, danger: !adding }}
      cancelText={t('Cancel')}
      onOk={() => groupId && onConfirm(groupId)}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Flex vertical gap={8}>
        <ErrorAlert error={error} />
        <Select
          aria-label={t('Group')}
          placeholder={t('Choose a group')}
          showSearch={{ optionFilterProp: 'label' }}
          value={groupId}
          onChange={setGroupId}
          options={groups.data?.map((g) => ({ value: g._id, label: g.name }))}
          style={{ width: '100%' }}
        />
      </Flex>
    </Modal>
  );
}
