import type { CourseTrendView } from '@lms/domain/contract';
import { Card, Descriptions, Flex, Select, Table, Typography } from 'antd';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { formatWhen } from '../../../lib/format-when';
import { useT } from '../../../lib/i18n/use-t';
import { useCourseTrend, useTrendCourses } from '../api/reports-api';

type TrendExam = CourseTrendView[number];

/** The branch key of a trend row (students with no branch share one). */
const branchKey = (b: TrendExam['branches'][number]) => b.branchId ?? '';

/**
 * A course's trend: the mean of each published exam by date, overall and per branch, and two exams
 * picked from it side by side.
 */
export function CourseTrend() {
  const { t, n } = useT();
  const [courseId, setCourseId] = useState<string>();
  const [picked, setPicked] = useState<string[]>([]);
  const courses = useTrendCourses();
  const trend = useCourseTrend(courseId);
  const exams = trend.data ?? [];
  const branches = new Map<string, string>();
  for (const e of exams) for (const b of e.branches) branches.set(branchKey(b), b.branch ?? t('No branch'));
  const mean = (value: number | null, total: number | null) =>
    value === null ? '—' : total ? `${n(value)} / ${n(total)}` : n(value);
  const branchMean = (e: TrendExam, key: string) => {
    const b = e.branches.find((x) => branchKey(x) === key);
    return b ? mean(b.mean, e.totalMarks) : '—';
  };
  const compared = exams.filter((e) => picked.includes(e.examId));
  return (
    <Card size="small" title={t('Course trend')}>
      <Flex vertical gap={12}>
        <Select
          aria-label={t('Course')}
          placeholder={t('Choose a course')}
          showSearch
          optionFilterProp="label"
          value={courseId}
          onChange={(id) => {
            setCourseId(id);
            setPicked([]);
          }}
          loading={courses.isPending}
          options={courses.data?.map((c) => ({ value: c.courseId, label: c.name }))}
          style={{ width: 360, maxWidth: '100%' }}
        />
        <ErrorAlert error={courses.error ?? trend.error} />
        {courseId && (
          <Table<TrendExam>
            data-testid="course-trend"
            size="small"
            rowKey="examId"
            loading={trend.isFetching}
            dataSource={exams}
            pagination={false}
            scroll={{ x: true }}
            locale={{ emptyText: t('No published exam of this course yet') }}
            rowSelection={{
              selectedRowKeys: picked,
              onChange: (keys) => setPicked((keys as string[]).slice(-2)),
              getCheckboxProps: (e) => ({ 'aria-label': t('Compare {{title}}', { title: e.title }) }),
            }}
            columns={[
              { title: t('Exam'), dataIndex: 'title' },
              { title: t('Date'), render: (_, e) => n(formatWhen.day(e.startsAt)) },
              { title: t('Results'), render: (_, e) => n(e.count) },
              { title: t('Mean'), render: (_, e) => mean(e.mean, e.totalMarks) },
              ...[...branches].map(([key, name]) => ({
                key,
                title: name,
                render: (_: unknown, e: TrendExam) => branchMean(e, key),
              })),
            ]}
          />
        )}
        {courseId && exams.length > 1 && compared.length < 2 && (
          <Typography.Text type="secondary">
            {t('Tick two exams to compare them side by side.')}
          </Typography.Text>
        )}
        {compared.length === 2 && (
          <Descriptions
            data-testid="trend-compare"
            size="small"
            bordered
            column={1}
            title={t('Side by side')}
            items={[
              { label: t('Exam'), children: compared.map((e) => e.title).join(' | ') },
              { label: t('Results'), children: compared.map((e) => n(e.count)).join(' | ') },
              { label: t('Mean'), children: compared.map((e) => mean(e.mean, e.totalMarks)).join(' | ') },
              ...[...branches].map(([key, name]) => ({
                label: name,
                children: compared.map((e) => branchMean(e, key)).join(' | '),
              })),
            ]}
          />
        )}
      </Flex>
    </Card>
  );
}
