import { ApiError } from '@lms/domain/client';
import type { ExamStatisticsView, SmsAudience } from '@lms/domain/contract';
import { Alert, App, Button, Flex, Table, Tag } from 'antd';
import { type ReactNode, useState } from 'react';
import { counted } from '../../../components/count-text';
import { useSubmitGuard } from '../../../components/use-submit-guard';
import { formatWhen } from '../../../lib/format-when';
import { useT } from '../../../lib/i18n/use-t';
import { previewPublish, usePublish, useUnpublish } from '../api/results-api';
import { SmsChoice } from './sms-choice';

/** Asks a yes/no question in a confirmation dialog; true when confirmed. */
function ask(
  modal: ReturnType<typeof App.useApp>['modal'],
  options: { title: string; content: ReactNode; okText: string; cancelText: string; danger?: boolean },
): Promise<boolean> {
  return new Promise((resolve) => {
    modal.confirm({
      ...options,
      okButtonProps: options.danger ? { danger: true } : undefined,
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}

/**
 * The groups' windows and the publish buttons: "Publish results" publishes every group and is refused
 * while a window is open (the server's reason shown); "Publish closed groups only" publishes the rest.
 * Each asks first, with how many results it shows and how many students it tells, and who gets a
 * result SMS (with its preview, parts and cost). "Unpublish results" hides published results again.
 */
export function PublishPanel({ examId, stats }: { examId: string; stats: ExamStatisticsView }) {
  const { t, n } = useT();
  const when = (iso: string | null) => (iso ? n(formatWhen.dayTime(iso)) : t('No end'));
  const publish = usePublish(examId);
  const unpublish = useUnpublish(examId);
  const { message, modal } = App.useApp();
  const [previewError, setPreviewError] = useState<unknown>(null);
  const anyClosed = stats.groups.some((g) => !g.open);
  const anyPublished = stats.groups.some((g) => g.resultsPublishedAt);
  // Publishing notifies every student: a double-click must not send it twice.
  const publishing = useSubmitGuard(async (scope: 'exam' | 'closedGroups') => {
    setPreviewError(null);
    publish.reset();
    let preview: Awaited<ReturnType<typeof previewPublish>>;
    try {
      preview = await previewPublish(examId, scope);
    } catch (error) {
      setPreviewError(error);
      return;
    }
    const choice: { sms: SmsAudience } = { sms: 'none' };
    const confirmed = await ask(modal, {
      title: t('Publish results?'),
      content: (
        <>
          {t(
            '{{results}} will be published and {{students}} told. Results scored later in these groups are published as they come.',
            {
              results: counted(t, 'result', preview.results),
              students: counted(t, 'student', preview.students),
            },
          )}
          <SmsChoice
            examId={examId}
            scope="exam"
            onChange={(sms) => {
              choice.sms = sms;
            }}
          />
        </>
      ),
      okText: t('Publish'),
      cancelText: t('Cancel'),
    });
    if (!confirmed) return;
    const r = await publish.mutateAsync({ scope, sms: choice.sms });
    if (r.smsQueued > 0) void message.info(t('{{count}} result SMS queued.', { count: r.smsQueued }));
    void message.success(
      t('{{results}} published, {{students}} told.', {
        results: counted(t, 'result', r.published),
        students: counted(t, 'student', r.notified),
      }),
    );
  });
  const unpublishing = useSubmitGuard(async () => {
    setPreviewError(null);
    const confirmed = await ask(modal, {
      title: t('Unpublish results?'),
      content: t(
        'Students will see "not published yet" and the results leave their scoreboard until you publish again.',
      ),
      okText: t('Unpublish'),
      cancelText: t('Cancel'),
      danger: true,
    });
    if (!confirmed) return;
    const r = await unpublish.mutateAsync();
    void message.success(t('{{results}} hidden.', { results: counted(t, 'result', r.hidden) }));
  });
  const error = publish.error ?? unpublish.error ?? previewError;
  return (
    <section aria-label={t('Publish')}>
      {error ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={error instanceof ApiError ? (error.title ?? t('Not published')) : t('Not published')}
          description={error instanceof Error ? error.message : null}
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
        {anyPublished ? (
          <Button danger loading={unpublishing.busy} onClick={() => unpublishing.submit()}>
            {t('Unpublish results')}
          </Button>
        ) : null}
      </Flex>
    </section>
  );
}
