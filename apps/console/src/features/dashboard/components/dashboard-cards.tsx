import { formatTaka } from '@lms/domain';
import type { Dashboard } from '@lms/domain/contract';
import { Card, List, Statistic, Table, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { formatWhen } from '../../../lib/format-when';
import { useT } from '../../../lib/i18n/use-t';

type Figures<K extends keyof Dashboard> = NonNullable<Dashboard[K]>;

const STATE_COLOURS = { running: 'green', upcoming: 'blue', ended: 'default' } as const;

/** Active students per branch: admitted and registered. */
export function StudentsCard({ data }: { data: Figures<'students'> }) {
  const { t, n } = useT();
  return (
    <Card title={<Link to="/students">{t('Students')}</Link>}>
      <Typography.Paragraph>
        {t('{{registered}} of {{admitted}} admitted students have registered', {
          registered: n(data.registered),
          admitted: n(data.admitted),
        })}
      </Typography.Paragraph>
      <Table
        size="small"
        pagination={false}
        rowKey={(b) => b.branchId ?? 'none'}
        dataSource={data.branches}
        columns={[
          {
            title: t('Branch'),
            dataIndex: 'name',
            render: (name: string, b) => (b.branchId ? name : t('No branch')),
          },
          { title: t('Admitted'), dataIndex: 'admitted', render: (v: number) => n(v) },
          { title: t('Registered'), dataIndex: 'registered', render: (v: number) => n(v) },
        ]}
      />
    </Card>
  );
}

/** Questions waiting for a Teacher's reply, and how long. */
export function QaCard({ data }: { data: Figures<'qa'> }) {
  const { t, n } = useT();
  return (
    <Card title={<Link to="/qa">{t('Q&A')}</Link>}>
      <Statistic title={t('Unanswered questions')} value={n(data.unanswered)} />
      <Typography.Paragraph type="secondary">
        {t('Waiting over a day: {{day}} · over three days: {{three}}', {
          day: n(data.olderThanDay),
          three: n(data.olderThanThreeDays),
        })}
      </Typography.Paragraph>
      {data.oldestAskedAt ? (
        <Typography.Text type="secondary">
          {t('Oldest asked {{when}}', { when: n(formatWhen.dayTime(data.oldestAskedAt)) })}
        </Typography.Text>
      ) : null}
    </Card>
  );
}

/** Videos converting, waiting or failed. */
export function VideosCard({ data }: { data: Figures<'videos'> }) {
  const { t, n } = useT();
  const labels = { queued: t('Waiting'), processing: t('Converting'), failed: t('Failed') };
  return (
    <Card title={<Link to="/courses">{t('Videos converting')}</Link>}>
      <List
        size="small"
        locale={{ emptyText: t('No video is converting') }}
        dataSource={data.items}
        renderItem={(v) => (
          <List.Item>
            {v.title}{' '}
            <Tag color={v.status === 'failed' ? 'red' : 'blue'}>
              {labels[v.status]} {v.status === 'processing' ? `${n(v.progress)}%` : ''}
            </Tag>
          </List.Item>
        )}
      />
    </Card>
  );
}

/** Today's and the week's live exams with where they stand. */
export function ExamsCard({ data }: { data: Figures<'exams'> }) {
  const { t, n } = useT();
  const labels = { running: t('Running now'), upcoming: t('Upcoming'), ended: t('Ended') };
  const list = (items: Figures<'exams'>['today'], empty: string) => (
    <List
      size="small"
      locale={{ emptyText: empty }}
      dataSource={items}
      renderItem={(e) => (
        <List.Item>
          <List.Item.Meta
            title={
              <Link to={`/exam-day/${e._id}`}>
                {e.title} <Tag color={STATE_COLOURS[e.state]}>{labels[e.state]}</Tag>
              </Link>
            }
            description={`${n(formatWhen.dayTime(e.startsAt))} · ${e.groups.join(', ')}`}
          />
        </List.Item>
      )}
    />
  );
  return (
    <Card title={<Link to="/exam-day">{t('Exams')}</Link>}>
      <Typography.Title level={5}>{t('Today')}</Typography.Title>
      {list(data.today, t('No exam today'))}
      <Typography.Title level={5}>{t('This week')}</Typography.Title>
      {list(data.week, t('No exam in the coming days'))}
    </Card>
  );
}

/** Answers left to mark per exam, and what each examiner marked this week. */
export function MarkingCard({ data }: { data: Figures<'marking'> }) {
  const { t, n } = useT();
  return (
    <Card title={<Link to="/marking">{t('Marking')}</Link>}>
      <Table
        size="small"
        pagination={false}
        rowKey="examId"
        locale={{ emptyText: t('Nothing left to mark') }}
        dataSource={data.exams}
        columns={[
          { title: t('Exam'), dataIndex: 'title' },
          { title: t('To mark'), dataIndex: 'unmarked', render: (v: number) => n(v) },
          { title: t('To review'), dataIndex: 'notReviewed', render: (v: number) => n(v) },
        ]}
      />
      <Typography.Title level={5}>{t('Marked in the last 7 days')}</Typography.Title>
      <List
        size="small"
        locale={{ emptyText: t('No marking this week') }}
        dataSource={data.examiners}
        renderItem={(e) => (
          <List.Item>
            {e.name}: {n(e.marked)}
          </List.Item>
        )}
      />
    </Card>
  );
}

/** Today's collection. */
export function MoneyCard({ data }: { data: Figures<'money'> }) {
  const { t, n, language } = useT();
  return (
    <Card title={<Link to="/fees">{t('Fees')}</Link>}>
      <Statistic
        title={t("Today's collection")}
        value={formatTaka(data.totalPaisa, language === 'bn' ? 'bn' : 'en')}
      />
      <Typography.Text type="secondary">
        {t('Receipts: {{count}}', { count: n(data.receipts) })}
      </Typography.Text>
    </Card>
  );
}

/** The last writes of the audit log. */
export function AuditCard({ data }: { data: Figures<'audit'> }) {
  const { t, n } = useT();
  return (
    <Card title={<Link to="/audit-log">{t('Audit log')}</Link>}>
      <List
        size="small"
        dataSource={data.items}
        renderItem={(e) => (
          <List.Item>
            <List.Item.Meta
              title={`${e.name}: ${t(e.actionText)}`}
              description={n(formatWhen.dayTime(e.at))}
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
