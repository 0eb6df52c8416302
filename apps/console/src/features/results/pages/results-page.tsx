import { examResultsStaffRoutes, examStaffRoutes, smsRoutes, staffMayCall } from '@lms/domain/contract';
import { App, Button, Card, Empty, Flex, Select, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ErrorAlert } from '../../../components/error-alert';
import { useT } from '../../../lib/i18n/use-t';
import { useStaff } from '../../../lib/session';
import { downloadMeritCsv, useExamList, useItemAnalysis, useStatistics } from '../api/results-api';
import { AbsenteesReport } from '../components/absentees-report';
import { CourseTrend } from '../components/course-trend';
import { ItemAnalysisTable } from '../components/item-analysis-table';
import { MeritPrint } from '../components/merit-print';
import { PublishPanel } from '../components/publish-panel';
import { ReliabilityCard } from '../components/reliability-card';
import { ResponseGrid } from '../components/response-grid';
import { ResultSmsPanel } from '../components/result-sms-panel';
import { ResultsTable } from '../components/results-table';
import { ScoreHistogram } from '../components/score-histogram';
import { SummaryCards } from '../components/summary-cards';
import { examOfQuery, resultsPath } from './results-address';

/**
 * Results of an exam: pick the exam (kept in the address as /results/:examId, so a link or a reload
 * keeps it) and optionally a group; the summary (figures, histogram, pass rate, publishing), the results
 * a page at a time with each student's result, the item analysis (reliability, facility,
 * discrimination, distractors) with "Fix answer key", the response grid and the absentees (each
 * exportable); the merit list as CSV or printed.
 */
export function ResultsPage() {
  const { itemId } = useParams();
  const [search] = useSearchParams();
  const fromQuery = examOfQuery(search);
  if (!itemId && fromQuery) return <Navigate to={resultsPath(fromQuery)} replace />;
  // A new exam starts with no group chosen.
  return <ExamResults key={itemId ?? ''} examId={itemId} />;
}

function ExamResults({ examId }: { examId: string | undefined }) {
  const { t } = useT();
  const navigate = useNavigate();
  const [groupId, setGroupId] = useState<string>();
  const [printing, setPrinting] = useState(false);
  const staff = useStaff();
  const { message } = App.useApp();
  const exams = useExamList();
  const stats = useStatistics(examId, groupId);
  const items = useItemAnalysis(examId, groupId);
  const roles = staff?.roles ?? [];
  const title = exams.data?.find((e) => e._id === examId)?.title ?? t('Exam');

  const pick = (id?: string) => navigate(resultsPath(id));

  return (
    <section aria-labelledby="results-title">
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <Typography.Title id="results-title" level={3} style={{ margin: 0 }}>
          {t('Results')}
        </Typography.Title>
        {examId && (
          <Flex wrap gap={8}>
            <Button
              onClick={() => downloadMeritCsv(examId, title).catch((e: Error) => message.error(e.message))}
            >
              {t('Merit list CSV')}
            </Button>
            <Button onClick={() => setPrinting(true)}>{t('Print merit list')}</Button>
          </Flex>
        )}
      </Flex>
      <ErrorAlert error={exams.error} />
      <Flex wrap gap={8} style={{ marginBottom: 16 }}>
        <Select
          aria-label={t('Exam')}
          placeholder={t('Choose an exam')}
          showSearch
          optionFilterProp="label"
          value={examId}
          onChange={pick}
          loading={exams.isPending}
          options={exams.data?.map((e) => ({ value: e._id, label: e.title }))}
          style={{ width: 360, maxWidth: '100%' }}
        />
        {examId && (
          <Select
            aria-label={t('Group')}
            placeholder={t('All groups')}
            allowClear
            value={groupId}
            onChange={setGroupId}
            options={stats.data?.groups.map((g) => ({ value: g.groupId, label: g.name }))}
            style={{ width: 200 }}
          />
        )}
      </Flex>
      {!examId ? (
        <Flex vertical gap={16}>
          <Empty description={t('Choose an exam to see its results')} />
          <CourseTrend />
        </Flex>
      ) : (
        <>
          <ErrorAlert error={stats.error} />
          <Tabs
            items={[
              {
                key: 'summary',
                label: t('Summary'),
                children: stats.data && (
                  <Flex vertical gap={16}>
                    <SummaryCards stats={stats.data} />
                    <ReliabilityCard analysis={items.data} />
                    <Card size="small" title={t('Score histogram')}>
                      <ScoreHistogram bins={stats.data.histogram} />
                    </Card>
                    {staffMayCall(examStaffRoutes.publishResults.access, roles) && (
                      <Card size="small" title={t('Publish')}>
                        <PublishPanel examId={examId} stats={stats.data} />
                      </Card>
                    )}
                  </Flex>
                ),
              },
              {
                key: 'results',
                label: t('Results'),
                children: <ResultsTable examId={examId} groupId={groupId} />,
              },
              ...(staffMayCall(smsRoutes.sendResultSms.access, roles)
                ? [{ key: 'sms', label: t('SMS'), children: <ResultSmsPanel examId={examId} /> }]
                : []),
              {
                key: 'items',
                label: t('Item analysis'),

                children: (
                  <>
                    <ErrorAlert error={items.error} />
                    <ItemAnalysisTable
                      examId={examId}
                      analysis={items.data}
                      loading={items.isFetching}
                      canFix={staffMayCall(examResultsStaffRoutes.fixAnswerKey.access, roles)}
                    />
                  </>
                ),
              },
              {
                key: 'grid',
                label: t('Response grid'),
                children: <ResponseGrid examId={examId} title={title} groups={stats.data?.groups} />,
              },
              {
                key: 'absentees',
                label: t('Absentees'),
                children: <AbsenteesReport examId={examId} title={title} groups={stats.data?.groups} />,
              },
            ]}
          />
          <MeritPrint
            examId={examId}
            title={title}
            groupId={groupId}
            open={printing}
            onClose={() => setPrinting(false)}
          />
        </>
      )}
    </section>
  );
}
