import { ITEM_KINDS, type ItemKind } from '@lms/domain';
import { App, Button, Empty, Flex, List, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import { counted } from '../../../components/count-text';
import { itemKindLabel } from '../../../components/item-kind';
import { useSubmitGuard } from '../../../components/use-submit-guard';
import { errorText } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n/use-t';
import { useGrants, useGroupItems, useItemOptions } from '../api/groups-api';
import { GroupCourses } from './group-courses';

/** One granted item as the list shows it. */
interface Granted {
  itemId: string;
  name: string;
  kind: ItemKind;
}

/**
 * What the group sees: its courses (each whole), and items of any course granted one by one — found by
 * name on the server, picked many at a time, each taken back after a confirmation.
 */
export function GroupContent({ groupId, groupName }: { groupId: string; groupName: string }) {
  const { t } = useT();
  const { modal, message } = App.useApp();
  const granted = useGroupItems(groupId);
  const { grant, revoke } = useGrants(groupId);
  const [kind, setKind] = useState<ItemKind>();
  const [search, setSearch] = useState<string>();
  const [picked, setPicked] = useState<string[]>([]);
  const granting = useSubmitGuard((picks: string[]) =>
    grant.mutateAsync(picks).then(
      () => {
        message.success(
          t('{{items}} granted to {{group}}', { items: counted(t, 'item', picks.length), group: groupName }),
        );
        setPicked([]);
      },
      (error: unknown) => message.error(errorText(error)),
    ),
  );
  const options = useItemOptions({ search, kind, limit: 20 });

  const items: Granted[] = [
    ...(granted.data?.lectures ?? []).map((g) => ({
      itemId: g.lectureId._id,
      name: g.lectureId.name,
      kind: 'lecture' as const,
    })),
    ...(granted.data?.chapters ?? []).map((g) => ({
      itemId: g.chapterId._id,
      name: g.chapterId.name,
      kind: 'chapter' as const,
    })),
    ...(granted.data?.questionSolves ?? []).map((g) => ({
      itemId: g.questionSolveId._id,
      name: g.questionSolveId.name,
      kind: 'question-solve' as const,
    })),
  ];

  const confirmRevoke = (item: Granted) =>
    modal.confirm({
      title: t('Take "{{item}}" back from {{group}}?', { item: item.name, group: groupName }),
      content: t('Its members no longer see this item (unless their course includes it).'),
      okText: t('Take back'),
      okButtonProps: { danger: true },
      onOk: () =>
        revoke
          .mutateAsync(item.itemId)
          .then(() => message.success(t('{{item}} taken back', { item: item.name })))
          .catch((error: unknown) => message.error(errorText(error))),
    });

  return (
    <Flex vertical gap={16}>
      <GroupCourses groupId={groupId} groupName={groupName} />
      <div>
        <Typography.Text strong>{t('Grant items of any course')}</Typography.Text>
        <Flex wrap gap={8} style={{ marginTop: 4 }}>
          <Select
            aria-label={t('Kind of item')}
            placeholder={t('Every kind')}
            allowClear
            value={kind}
            onChange={(value?: ItemKind) => setKind(value)}
            options={ITEM_KINDS.map((value) => ({ value, label: itemKindLabel(t, value) }))}
            style={{ width: 160 }}
          />
          <Select
            aria-label={t('Items to grant')}
            mode="multiple"
            placeholder={t('Type to find lectures, chapters, question solves')}
            value={picked}
            onChange={(ids: string[]) => setPicked(ids)}
            showSearch={{ filterOption: false, onSearch: (value) => setSearch(value.trim() || undefined) }}
            loading={options.isFetching}
            options={options.data?.map((o) => ({
              value: o._id,
              label: `${o.name} · ${itemKindLabel(t, o.kind)} · ${o.courseName} / ${o.subjectName}`,
            }))}
            style={{ flex: 1, minWidth: 220 }}
          />
          <Button
            type="primary"
            disabled={picked.length === 0}
            loading={granting.busy}
            onClick={() => granting.submit(picked)}
          >
            {picked.length ? t('Grant {{count}}', { count: picked.length }) : t('Grant')}
          </Button>
        </Flex>
      </div>
      <List<Granted>
        header={
          <Typography.Text strong>
            {t('Granted one by one ({{count}})', { count: items.length })}
          </Typography.Text>
        }
        loading={granted.isPending}
        dataSource={items}
        locale={{ emptyText: <Empty description={t('No items granted one by one')} /> }}
        renderItem={(item) => (
          <List.Item
            actions={[
              <Button
                key="revoke"
                size="small"
                danger
                onClick={() => confirmRevoke(item)}
                aria-label={t('Take back {{item}}', { item: item.name })}
              >
                {t('Take back')}
              </Button>,
            ]}
          >
            <Flex gap={8} align="center" wrap>
              <Tag>{itemKindLabel(t, item.kind)}</Tag>

              {item.name}
            </Flex>
          </List.Item>
        )}
      />
    </Flex>
  );
}
