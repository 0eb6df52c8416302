import { Menu } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { useMediaQuery } from '../../lib/use-media-query';

/** The student tabs of SPEC.md §2. */
export const studentTabs = [
  { key: '/courses', label: 'My Courses' },
  { key: '/exams', label: 'My Exams' },
  { key: '/my-qa', label: 'My Q&A' },
] as const;

/** The tab that a path belongs to (`/` is My Courses), or undefined. */
export function activeTab(pathname: string): string | undefined {
  if (pathname === '/') return '/courses';
  return studentTabs.find((tab) => pathname === tab.key || pathname.startsWith(`${tab.key}/`))?.key;
}

/** The top tabs: horizontal above 575px width, inline below it. */
export function TabMenu() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const narrow = useMediaQuery('(max-width: 575px)');
  const selected = activeTab(pathname);
  return (
    <Menu
      mode={narrow ? 'inline' : 'horizontal'}
      selectedKeys={selected ? [selected] : []}
      items={studentTabs.map((tab) => ({ ...tab }))}
      onClick={({ key }) => navigate(key)}
      style={{ borderRadius: 8, marginBottom: 16 }}
    />
  );
}
