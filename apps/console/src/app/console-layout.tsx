import { accountRoutes, staffRoutes } from '@lms/domain/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Grid, Layout, Menu, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { InstituteBrand } from '../components/institute-brand';
import { LanguageSwitch } from '../components/language-switch';
import { MyAccountModal } from '../features/my-account/components/my-account-modal';
import { callApi } from '../lib/api';
import { useInstituteClock } from '../lib/format-when';
import { useT } from '../lib/i18n/use-t';
import { useLiveResults } from '../lib/live-results';
import { clearSession, updateStaff, useStaff } from '../lib/session';
import { visibleSections } from './sections';

/**
 * The signed-in console: the menu of the sections the staff member's roles may use (collapsed on narrow
 * screens), a header with their name (opening My account) and sign-out, and the section's page.
 */
export function ConsoleLayout() {
  const { t } = useT();
  const staff = useStaff();
  const navigate = useNavigate();
  const location = useLocation();
  const wide = Grid.useBreakpoint().lg ?? true;
  const [collapsed, setCollapsed] = useState(!wide);
  const [editingMe, setEditingMe] = useState(false);
  useEffect(() => setCollapsed(!wide), [wide]);

  // Roles may have changed since sign-in: the server's word replaces the stored one.
  const me = useQuery({
    queryKey: ['staff-me'],
    queryFn: async () => (await callApi(staffRoutes.me, {})).data,
    enabled: staff !== null,
  });
  useEffect(() => {
    if (me.data) updateStaff(me.data);
  }, [me.data]);
  // Marks shown anywhere follow a finished re-score without a reload.
  useLiveResults();
  // Times on the institute's clock; a change of it re-renders the page through here.
  useInstituteClock();

  if (!staff) return <Navigate to={`/login?next=${encodeURIComponent(location.pathname)}`} replace />;
  const sections = visibleSections(staff.roles);
  const current = location.pathname.split('/')[1] ?? '';

  const signOut = async () => {
    await callApi(accountRoutes.logout, {}).catch(() => undefined);
    clearSession();
    navigate('/login', { replace: true });
  };

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider
        collapsible
        collapsed={collapsed}
        collapsedWidth={0}
        trigger={null}
        width={200}
        theme="light"
        style={{ borderRight: '1px solid #f0f0f0' }}
      >
        <nav aria-label={t('Sections')}>
          <Menu
            mode="inline"
            selectedKeys={[current]}
            items={sections.map((s) => ({ key: s.key, label: t(s.label) }))}
            onClick={({ key }) => {
              navigate(`/${key}`);
              if (!wide) setCollapsed(true);
            }}
            style={{ borderInlineEnd: 'none' }}
          />
        </nav>
      </Layout.Sider>
      <Layout style={{ minWidth: 0 }}>
        <Layout.Header
          style={{
            background: '#fff',
            padding: '0 16px',
            display: 'flex',
            alignItems: 'center',
            gap: 12,
            borderBottom: '1px solid #f0f0f0',
          }}
        >
          <Button
            aria-label={collapsed ? t('Show menu') : t('Hide menu')}
            aria-expanded={!collapsed}
            onClick={() => setCollapsed((c) => !c)}
          >
            ☰
          </Button>
          <Typography.Text
            strong
            style={{
              flex: 1,
              minWidth: 0,
              whiteSpace: 'nowrap',
              overflow: 'hidden',
              display: 'flex',
              alignItems: 'center',
            }}
          >
            <InstituteBrand height={32} />
            {/* On a tablet the buttons need the room (Bengali labels are wider): the brand stays. */}
            {wide && <span style={{ flexShrink: 0, marginInlineStart: 8 }}>{t('Console')}</span>}
          </Typography.Text>
          <Typography.Text type="secondary" ellipsis style={{ maxWidth: wide ? 200 : 120 }}>
            {staff.name}
          </Typography.Text>
          <Button onClick={() => setEditingMe(true)}>{t('My account')}</Button>
          <LanguageSwitch />
          <Button onClick={signOut}>{t('Sign out')}</Button>
        </Layout.Header>
        <Layout.Content style={{ padding: 16, minWidth: 0 }}>
          <Outlet />
        </Layout.Content>
        <MyAccountModal name={staff.name} open={editingMe} onClose={() => setEditingMe(false)} />
      </Layout>
    </Layout>
  );
}
