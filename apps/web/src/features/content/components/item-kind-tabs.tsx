import type { ItemKind } from '@lms/domain';
import { Tabs } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../../lib/i18n/use-t';
import { ITEM_KIND_LABEL, ITEM_TABS, itemListPath } from '../item-routes';

/** The Chapters / Lectures / Question Solve sub-tabs of a subject. */
export function ItemKindTabs({ kind, subjectId }: { kind: ItemKind; subjectId: string }) {
  const { t } = useT();
  const navigate = useNavigate();
  return (
    <Tabs
      activeKey={kind}
      onChange={(key) => navigate(itemListPath(key as ItemKind, subjectId))}
      items={ITEM_TABS.map((k) => ({ key: k, label: t(ITEM_KIND_LABEL[k]) }))}
    />
  );
}
