import { ApiError } from '@lms/domain/client';
import type { ExamStatisticsView } from '@lms/domain/contract';
import { Alert, App, Button, Flex, Table, Tag } from 'antd';
import { counted } from '../../../components/count-text';
import { useSubmitGuard } from '../../../components/use-submit-guard';
import { useT } from '../../../lib/i18n/use-t';
import { usePublish } from '../api/results-api';

/**
 * The groups' windows and the publish buttons: "Publish results" publishes every group and is refused
 * while a window is open (the server's reason shown); "Publish closed groups only" publishes the rest.
 */
export function PublishPanel({ examId, stats }: { examId: string; stats: ExamStatisticsView }) {
  const { t, n } = useT();
  const when = (iso: string | null) => (iso ? n(new Date(iso).toLocaleString()) : t('No end'));
  const publish = usePublish(examId);
  const { message } = App.useApp();
  const anyClosed = stats.groups.some((g) => !g.open);
  // Publishing notifies every student: a double-click must not send it twice.
  const publishing = useSubmitGuard((scope: 'exam' | 'closedGroups') =>
    publish.mutateAsync({ scope }).then((r) =>
      message.success(
        t('{{results}} published, {{students}} told.', {
          results: counted(t, 'result', r.published),
          students: counted(t, 'student', r.notified),
        }),
      ),
    ),
  );
  const error = publish.error;
  return (
    <section aria-label={t('Publish')}>
      {error ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={error instanceof ApiError ? (error.title ?? t('Not published')) : t('Not published')}
          description={error.message}
          style={{ marginBottom: 12 }}
        />
      ) : null}
      <Table
        size="small"
        rowKey="groupId"
        pagination={false}
        dataSource={stats.groups}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: t('Group'), dataIndex: 'name' },
          { title: t('Window ends'), dataIndex: 'endsAt', render: when },
          {
            title: t('State'),
            key: 'state',
            render: (_: unknown, g: ExamStatisticsView['groups'][number]) =>
              g.resultsPublishedAt ? (
                <Tag color="green">{t('Published')}</Tag>
              ) : g.open ? (
                <Tag color="orange">{t('Window open')}</Tag>
              ) : (
                <Tag>{t('Closed')}</Tag>
              ),
          },
        ]}
      />
      <Flex wrap gap={8} style={{ marginTop: 12 }}>
        <Button type="primary" loading={publishing.busy} onClick={() => publishing.submit('exam')}>
          {t('Publish results')}
        </Button>
        <Button
          disabled={!anyClosed}
          loading={publishing.busy}
          onClick={() => publishing.submit('closedGroups')}
        >
          {t('Publish closed groups only')}
        </Button>
      </Flex>
    </section>
  );
}
