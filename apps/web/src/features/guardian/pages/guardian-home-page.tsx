import type { GuardianChild } from '@lms/domain/contract';
import { Card, Flex, Tag, Typography } from 'antd';
import { AppLink } from '../../../components/app-link';
import { LoadError } from '../../../components/load-error';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { useT } from '../../../lib/i18n/use-t';
import { useGuardian } from '../api/guardian-api';

/** One child's card: name, roll, branch and groups, opening the child's pages. */
function ChildCard({ child }: { child: GuardianChild }) {
  const { t, n } = useT();
  return (
    <AppLink to={`/guardian/child/${child._id}`} aria-label={child.name} style={{ display: 'block' }}>
      <Card size="small" hoverable>
        <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
          {child.name}
        </Typography.Title>
        <Typography.Text type="secondary">
          {t('Roll:')} {n(child.sid)}
          {child.branch ? ` · ${child.branch.name}` : ''}
        </Typography.Text>
        <Flex wrap gap={4} style={{ marginTop: 8 }}>
          {child.groups.map((g) => (
            <Tag key={g._id}>{g.name}</Tag>
          ))}
        </Flex>
      </Card>
    </AppLink>
  );
}

/** The guardian's home (`/guardian`): a card for each child whose guardian number this is. */
export function GuardianHomePage() {
  const { t } = useT();
  const guardian = useGuardian();
  if (guardian.isPending) return <PageLoader />;
  if (guardian.isError) return <LoadError onRetry={() => void guardian.refetch()} />;
  return (
    <>
      <PageTitle title={t('My children')} />
      {guardian.data.children.length === 0 ? (
        <Typography.Paragraph>{t('No student lists this number as guardian any more.')}</Typography.Paragraph>
      ) : (
        <Flex vertical gap={12}>
          {guardian.data.children.map((child) => (
            <ChildCard key={child._id} child={child} />
          ))}
        </Flex>
      )}
    </>
  );
}
