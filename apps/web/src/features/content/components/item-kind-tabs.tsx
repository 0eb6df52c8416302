import type { ItemKind } from '@lms/domain';
import { Tabs } from 'antd';
import { useT } from '../../../lib/i18n/use-t';
import { useAppNavigate } from '../../../lib/use-app-navigate';
import { ITEM_KIND_LABEL, ITEM_TABS, itemListPath } from '../item-routes';

/** The Chapters / Lectures / Question Solve sub-tabs of a subject. */
export function ItemKindTabs({ kind, subjectId }: { kind: ItemKind; subjectId: string }) {
  const { t } = useT();
  const navigate = useAppNavigate();
  return (
    <Tabs
      activeKey={kind}
      onChange={(key) => navigate(itemListPath(key as ItemKind, subjectId))}
      items={ITEM_TABS.map((k) => ({ key: k, label: t(ITEM_KIND_LABEL[k]) }))}
    />
  );
}
