import { Menu } from 'antd';
import { useLocation } from 'react-router-dom';
import { useT } from '../../lib/i18n/use-t';
import { useAppNavigate } from '../../lib/use-app-navigate';
import { useMediaQuery } from '../../lib/use-media-query';
import { activeTab, studentTabs } from './active-tab';

/** The top tabs: horizontal above 575px width, inline below it. */
export function TabMenu() {
  const navigate = useAppNavigate();
  const { t } = useT();
  const { pathname } = useLocation();
  const narrow = useMediaQuery('(max-width: 575px)');
  const selected = activeTab(pathname);
  return (
    <Menu
      mode={narrow ? 'inline' : 'horizontal'}
      selectedKeys={selected ? [selected] : []}
      items={studentTabs.map((tab) => ({ ...tab, label: t(tab.label) }))}
      onClick={({ key }) => navigate(key)}
      style={{ borderRadius: 8, marginBottom: 16 }}
    />
  );
}
