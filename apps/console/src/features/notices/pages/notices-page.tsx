import { Flex, Typography } from 'antd';
import { useT } from '../../../lib/i18n/use-t';
import { NoticeForm } from '../components/notice-form';
import { NoticeHistory } from '../components/notice-history';

/** Notices: write one to groups of students, and see those sent before. */
export function NoticesPage() {
  const { t } = useT();
  return (
    <Flex vertical gap={24}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('Notices')}
      </Typography.Title>
      <NoticeForm />
      <NoticeHistory />
    </Flex>
  );
}
