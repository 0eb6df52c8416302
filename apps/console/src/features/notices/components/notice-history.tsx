import type { Translate } from '@lms/browser/i18n';
import type { SentNoticeView } from '@lms/domain/contract';
import { RichText } from '@lms/rich-text';
import { App, Button, Flex, type TableProps, Tag, Typography } from 'antd';
import { useState } from 'react';
import { ServerTable } from '../../../components/server-table';
import { errorText } from '../../../lib/error-text';
import { formatWhen } from '../../../lib/format-when';
import { useT } from '../../../lib/i18n/use-t';
import { useNoticeHistory, useRecallNotice } from '../api/use-notices';
import { EditNoticeModal } from './edit-notice-modal';
import { NoticeSmsDrawer } from './notice-sms-drawer';

const PAGE_SIZE = 10;

function audienceOf(t: Translate, n: SentNoticeView) {
  if (n.groups.length) return n.groups.map((g) => <Tag key={g._id}>{g.name}</Tag>);
  if (n.course) return <Tag>{t('Course: {{name}}', { name: n.course.name })}</Tag>;
  if (n.student) return <Tag>{t('Student: {{name}}', { name: n.student.name })}</Tag>;
  return <Typography.Text type="secondary">{t('Not recorded')}</Typography.Text>;
}

/** The notices sent so far, newest first, paged on the server: to whom, when, by whom and how many got them. */
export function NoticeHistory() {
  const { t, n: format } = useT();
  const [page, setPage] = useState(1);
  const history = useNoticeHistory(page, PAGE_SIZE);
  const [smsOf, setSmsOf] = useState<string | null>(null);
  const [editing, setEditing] = useState<SentNoticeView | null>(null);
  const { modal, message } = App.useApp();
  const recall = useRecallNotice();
  const confirmRecall = (n: SentNoticeView) =>
    modal.confirm({
      title: t('Recall this notice?'),
      content: t('It is taken off every student’s list. It stays here, marked recalled.'),
      okText: t('Recall'),
      okButtonProps: { danger: true },
      onOk: () =>
        recall.mutateAsync(n._id).then(
          () => {
            message.success(t('Notice recalled'));
          },
          (err: unknown) => {
            message.error(errorText(err));
          },
        ),
    });
  const columns: TableProps<SentNoticeView>['columns'] = [
    {
      title: t('Notice'),
      key: 'message',
      render: (_, n) => (
        <div style={{ maxWidth: 420, whiteSpace: 'pre-wrap' }}>
          {n.title && <Typography.Text strong>{`${n.title}: `}</Typography.Text>}
          <RichText as="span" text={n.message} />
          {n.recalledAt && (
            <div>
              <Tag color="red">{t('Recalled')}</Tag>
            </div>
          )}
          {n.waiting && !n.recalledAt && (
            <div>
              <Tag color="blue">{t('Scheduled')}</Tag>
            </div>
          )}
        </div>
      ),
    },
    { title: t('Sent to'), key: 'to', render: (_, n) => audienceOf(t, n) },
    {
      title: t('Students'),
      dataIndex: 'recipients',
      key: 'recipients',
      responsive: ['md'],
      render: (r: number | null) => r ?? '—',
    },
    { title: t('Sent by'), key: 'sender', render: (_, n) => n.sender?.name ?? '—' },
    {
      title: t('Sent'),
      dataIndex: 'createdAt',
      key: 'createdAt',
      render: (at: string, n) =>
        n.waiting
          ? t('Goes at {{when}}', { when: format(formatWhen.dayTime(n.scheduledFor ?? at)) })
          : format(formatWhen.dayTime(at)),
    },
    {
      title: t('SMS'),
      key: 'sms',
      render: (_, n) => (
        <Button
          size="small"
          disabled={n.waiting}
          onClick={() => setSmsOf(n._id)}
          aria-label={t('SMS log of this notice')}
        >
          {t('SMS log')}
        </Button>
      ),
    },
    {
      title: t('Actions'),
      key: 'actions',
      render: (_, n) =>
        n.recalledAt ? null : (
          <Flex gap={4} wrap>
            <Button size="small" onClick={() => setEditing(n)} aria-label={t('Edit this notice')}>
              {t('Edit')}
            </Button>
            <Button size="small" danger onClick={() => confirmRecall(n)} aria-label={t('Recall this notice')}>
              {t('Recall')}
            </Button>
          </Flex>
        ),
    },
  ];
  return (
    <section aria-labelledby="notice-history-title">
      <Typography.Title id="notice-history-title" level={4}>
        {t('Sent notices')}
      </Typography.Title>
      <ServerTable<SentNoticeView>
        columns={columns}
        query={history}
        page={page}
        pageSize={PAGE_SIZE}
        noun="notice"
        onChange={(p) => setPage(p.current ?? 1)}
      />
      <NoticeSmsDrawer noticeId={smsOf} onClose={() => setSmsOf(null)} />
      <EditNoticeModal notice={editing} onClose={() => setEditing(null)} />
    </section>
  );
}
