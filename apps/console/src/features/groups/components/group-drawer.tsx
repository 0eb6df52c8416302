import { Alert, App, Button, Drawer, Flex, Input, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useSubmitGuard } from '../../../components/use-submit-guard';
import { errorText } from '../../../lib/error-text';
import { formatWhen } from '../../../lib/format-when';
import { useT } from '../../../lib/i18n/use-t';
import { downloadAdmitCards, useGroupDetail, useRenameGroup } from '../api/groups-api';
import { ArchiveGroup } from './archive-group';
import { GroupContent } from './group-content';
import { GroupMembers } from './group-members';

/** One group: rename it, manage its members, and choose what it sees. */
export function GroupDrawer({ groupId, onClose }: { groupId: string | null; onClose: () => void }) {
  const { t } = useT();
  return (
    <Drawer
      open={groupId !== null}
      onClose={onClose}
      size="large"
      styles={{ wrapper: { maxWidth: '100vw' } }}
      title={t('Group')}
      destroyOnHidden
    >
      {groupId && <GroupPanel groupId={groupId} />}
    </Drawer>
  );
}

function GroupPanel({ groupId }: { groupId: string }) {
  const { t, n, language } = useT();
  const { message } = App.useApp();
  const [printing, setPrinting] = useState(false);
  const printCards = () => {
    setPrinting(true);
    downloadAdmitCards(groupId, language === 'bn' ? 'bn' : 'en')
      .catch((error: unknown) => message.error(errorText(error)))
      .finally(() => setPrinting(false));
  };
  const detail = useGroupDetail(groupId, { limit: 1, offset: 0 });
  const rename = useRenameGroup(groupId);
  const [name, setName] = useState<string>();
  const renaming = useSubmitGuard((next: string) =>
    rename.mutateAsync(next).then(
      (g) => {
        message.success(t('Renamed to {{name}}', { name: g.name }));
        setName(undefined);
      },
      (error: unknown) => message.error(errorText(error)),
    ),
  );
  const group = detail.data?.group;
  if (!group)
    return (
      <Typography.Text type="secondary">
        {detail.error ? errorText(detail.error) : t('Loading…')}
      </Typography.Text>
    );
  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap>
        <Input
          aria-label={t('Group name')}
          value={name ?? group.name}
          maxLength={120}
          onChange={(e) => setName(e.target.value)}
          style={{ flex: 1, minWidth: 200 }}
        />
        <Button
          disabled={!name?.trim() || name.trim() === group.name}
          loading={renaming.busy}
          onClick={() => renaming.submit((name ?? '').trim())}
        >
          {t('Rename')}
        </Button>
        <ArchiveGroup groupId={groupId} name={group.name} archived={group.archivedAt !== null} />
      </Flex>
      {group.archivedAt && (
        <Alert
          type="info"
          showIcon
          title={t('Archived on {{day}}: not offered in group lists; its history is kept.', {
            day: n(formatWhen.day(group.archivedAt)),
          })}
        />
      )}
      <Typography.Text type="secondary">
        {t('Members: {{count}}', { count: group.members })}
        {group.courseName ? ` · ${t('Course: {{name}}', { name: group.courseName })}` : ''}
      </Typography.Text>
      <Flex>
        <Button loading={printing} disabled={group.members === 0} onClick={printCards}>
          {t('Admit cards (PDF)')}
        </Button>
      </Flex>
      <Tabs
        items={[
          {
            key: 'members',
            label: t('Members'),
            children: <GroupMembers groupId={groupId} groupName={group.name} />,
          },
          {
            key: 'content',
            label: t('Content'),

            children: <GroupContent groupId={groupId} groupName={group.name} />,
          },
        ]}
      />
    </Flex>
  );
}
