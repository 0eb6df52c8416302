import type { ItemKind } from '@lms/domain';
import { Tabs } from 'antd';
import { useT } from '../../../lib/i18n/use-t';
import { useAppNavigate } from '../../../lib/use-app-navigate';
import { notesPath, videosPath } from '../item-routes';

/** The Videos and Notes tab pair of an item. */
export function ContentTabs({
  active,
  id,
  kind,
}: {
  active: 'videos' | 'notes';
  id: string;
  kind: ItemKind;
}) {
  const { t } = useT();
  const navigate = useAppNavigate();
  return (
    <Tabs
      activeKey={active}
      onChange={(key) =>
        navigate(key === 'videos' ? videosPath(id, kind) : notesPath(id, kind), { replace: true })
      }
      items={[
        { key: 'videos', label: t('Videos') },
        { key: 'notes', label: t('Notes') },
      ]}
    />
  );
}
