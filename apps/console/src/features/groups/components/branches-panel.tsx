import type { BranchView } from '@lms/domain/contract';
import { App, Button, Flex, Form, Input, Table, Tag } from 'antd';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { FormModal } from '../../../components/form-modal';
import { TextField } from '../../../components/text-field';
import { errorText } from '../../../lib/error-text';
import { formatWhen } from '../../../lib/format-when';
import { useT } from '../../../lib/i18n/use-t';
import { useBranchList, useBranchMutations } from '../api/groups-api';
import { ArchiveBranchModal } from './archive-branch-modal';

interface BranchValues {
  name: string;
  division: string;
}

/** The institute's branches (campuses): list, add, rename, archive (or bring back). */
export function BranchesPanel() {
  const { t, n } = useT();
  const { message } = App.useApp();
  const branches = useBranchList();
  const { archive } = useBranchMutations();
  const [editing, setEditing] = useState<BranchView | 'new' | null>(null);
  const [archiving, setArchiving] = useState<BranchView | null>(null);
  const bringBack = (branch: BranchView) =>
    archive.mutateAsync({ branchId: branch._id, archived: false }).then(
      () => message.success(t('Branch {{name}} is in use again', { name: branch.name })),
      (error: unknown) => message.error(errorText(error)),
    );
  return (
    <div>
      <Flex justify="flex-end" style={{ marginBottom: 12 }}>
        <Button type="primary" onClick={() => setEditing('new')}>
          {t('New branch')}
        </Button>
      </Flex>
      <ErrorAlert error={branches.error} gap={12} />
      <Table<BranchView>
        rowKey="_id"
        dataSource={branches.data}
        loading={branches.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        columns={[
          {
            title: t('Branch'),
            dataIndex: 'name',
            key: 'name',
            render: (name: string, branch: BranchView) => (
              <Flex gap={8} wrap>
                {name}
                {branch.archivedAt && (
                  <Tag>{t('Archived on {{day}}', { day: n(formatWhen.day(branch.archivedAt)) })}</Tag>
                )}
              </Flex>
            ),
          },
          { title: t('Division'), dataIndex: 'division', key: 'division' },
          {
            title: t('Actions'),
            key: 'actions',
            render: (_: unknown, branch: BranchView) => (
              <Flex gap={4} wrap>
                <Button
                  size="small"
                  onClick={() => setEditing(branch)}
                  aria-label={t('Rename {{name}}', { name: branch.name })}
                >
                  {t('Rename')}
                </Button>
                {branch.archivedAt ? (
                  <Button
                    size="small"
                    onClick={() => bringBack(branch)}
                    aria-label={t('Bring back {{name}}', { name: branch.name })}
                  >
                    {t('Bring back')}
                  </Button>
                ) : (
                  <Button
                    size="small"
                    danger
                    onClick={() => setArchiving(branch)}
                    aria-label={t('Archive {{name}}', { name: branch.name })}
                  >
                    {t('Archive')}
                  </Button>
                )}
              </Flex>
            ),
          },
        ]}
      />
      <BranchModal branch={editing} onClose={() => setEditing(null)} />
      <ArchiveBranchModal branch={archiving} onClose={() => setArchiving(null)} />
    </div>
  );
}

function BranchModal({ branch, onClose }: { branch: BranchView | 'new' | null; onClose: () => void }) {
  const { t } = useT();
  const [form] = Form.useForm<BranchValues>();
  const { message } = App.useApp();
  const { create, update } = useBranchMutations();
  const isNew = branch === 'new';
  const close = () => {
    create.reset();
    update.reset();
    onClose();
  };
  const save = async (values: BranchValues) => {
    if (branch === null) return;
    const saved =
      branch === 'new'
        ? await create.mutateAsync(values)
        : await update.mutateAsync({ branchId: branch._id, ...values });
    message.success(
      isNew
        ? t('Branch {{name}} added', { name: saved.name })
        : t('Branch saved as {{name}}', { name: saved.name }),
    );

    close();
  };
  return (
    <FormModal<BranchValues>
      title={isNew ? t('New branch') : t('Rename branch')}
      open={branch !== null}
      onClose={close}
      okText={isNew ? t('Add') : t('Save')}
      form={form}
      initialValues={branch === null || branch === 'new' ? { name: '', division: '' } : branch}
      pending={create.isPending || update.isPending}
      error={create.error ?? update.error}
      onFinish={(values) => save(values).catch(() => undefined)}
    >
      <TextField label={t('Branch name')} name="name" max={120} missing={t('Enter the name')} />
      <Form.Item label={t('Division')} name="division">
        <Input maxLength={120} />
      </Form.Item>
    </FormModal>
  );
}
