import { Flex, Typography } from 'antd';
import { NoticeForm } from '../components/notice-form';
import { NoticeHistory } from '../components/notice-history';

/** Notices: write one to groups of students, and see those sent before. */
export function NoticesPage() {
  return (
    <Flex vertical gap={24}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        Notices
      </Typography.Title>
      <NoticeForm />
      <NoticeHistory />
    </Flex>
  );
}
