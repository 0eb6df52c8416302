import { PrinterOutlined } from '@ant-design/icons';
import { formatMarks } from '@lms/domain';
import type { ScoreboardResult } from '@lms/domain/contract';
import { Button, Modal, Spin, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { AnalyticsCards } from '../../../components/scoreboard/analytics-cards';
import { ProgressReport } from '../../../components/scoreboard/progress-report';
import { ResultsTable } from '../../../components/scoreboard/results-table';
import { useBranding } from '../../../lib/endpoints/get-branding';
import { useProfile } from '../../../lib/endpoints/get-profile';
import { useAppNavigate } from '../../../lib/use-app-navigate';
import { usePrintReport } from '../../../lib/use-print-report';
import { getScoreboard, useScoreboard } from '../api/get-scoreboard';
import './scoreboard.css';
import { deviceTimeZone } from '@lms/browser/device-time-zone';
import { useT } from '../../../lib/i18n/use-t';

/** The scoreboard (`/scoreboard`): name and groups, totals, six cards, the results with Load More, Print. */
export function ScoreboardPage() {
  const { t, n } = useT();
  const profile = useProfile();
  const branding = useBranding();
  const board = useScoreboard();
  const navigate = useAppNavigate();
  const report = usePrintReport(getScoreboard);
  const [missingInfo, setMissingInfo] = useState(false);
  const timeZone = deviceTimeZone();
  const rows = useMemo(() => board.data?.pages.flatMap((p) => p.results.examResult) ?? [], [board.data]);

  if (profile.isPending || board.isPending) {
    return (
      <div style={{ display: 'flex', justifyContent: 'center', padding: 64 }}>
        <Spin role="status" size="large" aria-label={t('Loading')} />
      </div>
    );
  }
  if (profile.isError || board.isError) {
    return <LoadError onRetry={() => void Promise.all([profile.refetch(), board.refetch()])} />;
  }
  const student = profile.data;
  const analytics = board.data.pages[0]!.analytics;

  const open = (row: ScoreboardResult) => {
    if (!row.groupId) {
      setMissingInfo(true);
      return;
    }
    navigate(`/result/${row.examId._id}/${row.groupId}`, {
      state: { isPracticeExam: row.examId.isPracticeExam, examResultId: row._id },
    });
  };

  return (
    <>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 12 }}>
        <div style={{ flex: 1, minWidth: 200 }}>
          <Typography.Title level={1} style={{ fontSize: 24, margin: '8px 0 4px' }}>
            {student.name}
          </Typography.Title>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
            {student.groups.map((g) => (
              <Tag key={g._id}>{g.name}</Tag>
            ))}
          </div>
          <Typography.Paragraph style={{ margin: '8px 0 0' }}>
            {t('Total Marks:')}{' '}
            <strong>
              {n(formatMarks(analytics.totalMarksObtained))} / {n(formatMarks(analytics.totalMarks))}
            </strong>
          </Typography.Paragraph>
        </div>
        <Button icon={<PrinterOutlined />} loading={report.printing} onClick={() => void report.print()}>
          {t('Print')}
        </Button>
      </div>
      <AnalyticsCards analytics={analytics} />
      <ResultsTable rows={rows} loading={board.isFetchingNextPage} timeZone={timeZone} onOpen={open} />
      {board.hasNextPage ? (
        <div style={{ textAlign: 'center', marginTop: 12 }}>
          <Button type="link" loading={board.isFetchingNextPage} onClick={() => void board.fetchNextPage()}>
            {t('Load More')}
          </Button>
        </div>
      ) : null}
      <Modal
        open={missingInfo}
        title={t('You cannot view the details of this exam!')}
        onOk={() => setMissingInfo(false)}
        onCancel={() => setMissingInfo(false)}
        cancelButtonProps={{ style: { display: 'none' } }}
      >
        {t('Info is missing!')}
      </Modal>
      <ProgressReport
        institute={branding?.name ?? ''}
        student={student}
        analytics={analytics}
        rows={report.reportRows ?? rows}
        timeZone={timeZone}
      />
    </>
  );
}
