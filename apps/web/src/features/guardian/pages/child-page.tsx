import { PrinterOutlined } from '@ant-design/icons';
import { deviceTimeZone } from '@lms/browser/device-time-zone';
import { formatMarks } from '@lms/domain';
import type { GuardianChild, ScoreboardResult } from '@lms/domain/contract';
import { RichText } from '@lms/rich-text';
import { Alert, Button, Card, Empty, Flex, List, Select, Spin, Tabs, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { DuesList, ReceiptsList } from '../../../components/fees/fees-lists';
import { LoadError } from '../../../components/load-error';
import { PageLoader } from '../../../components/page-loader';
import { AnalyticsCards } from '../../../components/scoreboard/analytics-cards';
import { ProgressReport } from '../../../components/scoreboard/progress-report';
import { ResultsTable } from '../../../components/scoreboard/results-table';
import { formatDateTime } from '../../../lib/clock-time';
import { useBranding } from '../../../lib/endpoints/get-branding';
import { useT } from '../../../lib/i18n/use-t';
import { money } from '../../../lib/money';
import { useAppNavigate } from '../../../lib/use-app-navigate';
import { usePrintReport } from '../../../lib/use-print-report';
import {
  downloadChildReceipt,
  getChildScoreboard,
  useChildFees,
  useChildNotices,
  useChildScoreboard,
  useGuardian,
} from '../api/guardian-api';

/** The child's published results: totals, the six cards, the table (Load More) and the printable progress report. */
function ChildResults({ child }: { child: GuardianChild }) {
  const { t, n } = useT();
  const branding = useBranding();
  const navigate = useAppNavigate();
  const board = useChildScoreboard(child._id);
  const report = usePrintReport((lastId, limit) => getChildScoreboard(child._id, lastId, limit));
  const timeZone = deviceTimeZone();
  const rows = useMemo(() => board.data?.pages.flatMap((p) => p.results.examResult) ?? [], [board.data]);
  if (board.isPending) return <Spin role="status" aria-label={t('Loading')} />;
  if (board.isError) return <LoadError onRetry={() => void board.refetch()} />;
  const analytics = board.data.pages[0]!.analytics;
  const resultPath = (row: ScoreboardResult) =>
    `/guardian/child/${child._id}/result/${row.examId._id}/${row.groupId ?? ''}`;
  return (
    <>
      <Flex wrap justify="space-between" align="center" gap={8}>
        <Typography.Paragraph style={{ margin: 0 }}>
          {t('Total Marks:')}{' '}
          <strong>
            {n(formatMarks(analytics.totalMarksObtained))} / {n(formatMarks(analytics.totalMarks))}
          </strong>
        </Typography.Paragraph>
        <Button icon={<PrinterOutlined />} loading={report.printing} onClick={() => void report.print()}>
          {t('Print progress report')}
        </Button>
      </Flex>
      <AnalyticsCards analytics={analytics} />
      <ResultsTable
        rows={rows}
        loading={board.isFetchingNextPage}
        timeZone={timeZone}
        hrefOf={resultPath}
        onOpen={(row) => {
          if (row.groupId) navigate(resultPath(row));
        }}
      />
      {board.hasNextPage ? (
        <div style={{ textAlign: 'center', marginTop: 12 }}>
          <Button type="link" loading={board.isFetchingNextPage} onClick={() => void board.fetchNextPage()}>
            {t('Load More')}
          </Button>
        </div>
      ) : null}
      <ProgressReport
        institute={branding?.name ?? ''}
        student={child}
        analytics={analytics}
        rows={report.reportRows ?? rows}
        timeZone={timeZone}
      />
    </>
  );
}

/** The child's dues and receipts, read-only (paying is the student's or the office's). */
function ChildFees({ child }: { child: GuardianChild }) {
  const { t, language } = useT();
  const fees = useChildFees(child._id);
  if (fees.isPending) return <Spin role="status" aria-label={t('Loading')} />;
  if (fees.isError) return <LoadError onRetry={() => void fees.refetch()} />;
  const { dues, receipts, duePaisa, creditPaisa, hold } = fees.data;
  return (
    <Flex vertical gap={16}>
      {hold && <Alert type="warning" showIcon title={hold} />}
      <Card size="small">
        <Typography.Text strong>
          {t('Owed now')}: {money(duePaisa, language)}
        </Typography.Text>
        {creditPaisa > 0 && (
          <Typography.Paragraph style={{ margin: 0 }}>
            {t('Paid in advance')}: {money(creditPaisa, language)}
          </Typography.Paragraph>
        )}
      </Card>
      <DuesList dues={dues} />
      <ReceiptsList receipts={receipts} onDownload={(r) => downloadChildReceipt(child._id, r, language)} />
    </Flex>
  );
}

/** The notices sent to the child's groups, newest first. */
function ChildNotices({ child }: { child: GuardianChild }) {
  const { t, n } = useT();
  const notices = useChildNotices(child._id);
  const timeZone = deviceTimeZone();
  if (notices.isPending) return <Spin role="status" aria-label={t('Loading')} />;
  if (notices.isError) return <LoadError onRetry={() => void notices.refetch()} />;
  if (notices.data.length === 0) return <Empty description={t('No notices yet')} />;
  return (
    <List
      dataSource={notices.data}
      rowKey={(entry) => entry.notificationId._id}
      renderItem={({ notificationId: notice }) => (
        <List.Item>
          <Flex vertical>
            {notice.info?.title ? <Typography.Text strong>{notice.info.title}</Typography.Text> : null}
            <RichText text={notice.message} />
            <Typography.Text type="secondary">
              {n(formatDateTime(notice.createdAt, timeZone))}
            </Typography.Text>
          </Flex>
        </List.Item>
      )}
    />
  );
}

/**
 * One child's pages (`/guardian/child/{studentId}`): a switcher between the children, then the
 * results (with the progress report), dues and receipts, and notices, as the child sees them.
 */
export function ChildPage() {
  const { t, n } = useT();
  const { studentId = '' } = useParams();
  const navigate = useAppNavigate();
  const guardian = useGuardian();
  if (guardian.isPending) return <PageLoader />;
  if (guardian.isError) return <LoadError onRetry={() => void guardian.refetch()} />;
  const { children } = guardian.data;
  const child = children.find((c) => c._id === studentId);
  if (!child) return <Empty description={t('This student does not list your number as guardian.')} />;
  return (
    <>
      <Flex wrap align="center" justify="space-between" gap={8}>
        <Typography.Title level={1} style={{ fontSize: 22, margin: '8px 0' }}>
          {child.name}
        </Typography.Title>
        {children.length > 1 ? (
          <Select
            aria-label={t('Child')}
            value={child._id}
            style={{ minWidth: 180 }}
            options={children.map((c) => ({ value: c._id, label: c.name }))}
            onChange={(id: string) => navigate(`/guardian/child/${id}`)}
          />
        ) : null}
      </Flex>
      <Typography.Paragraph type="secondary">
        {t('Roll:')} {n(child.sid)}
        {child.groups.map((g) => (
          <Tag key={g._id} style={{ marginLeft: 8 }}>
            {g.name}
          </Tag>
        ))}
      </Typography.Paragraph>
      <Tabs
        key={child._id}
        items={[
          { key: 'results', label: t('Results'), children: <ChildResults child={child} /> },
          { key: 'fees', label: t('Dues and receipts'), children: <ChildFees child={child} /> },
          { key: 'notices', label: t('Notices'), children: <ChildNotices child={child} /> },
        ]}
      />
    </>
  );
}
