import type { ExamStatisticsView } from '@lms/domain/contract';
import { App, Button, Card, Flex, Table, Typography } from 'antd';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { useT } from '../../../lib/i18n/use-t';
import { downloadAbsentees, type ReportFilter, useAbsentees } from '../api/reports-api';
import { ReportFilters } from './report-filters';

/** The students given the exam who never started it: how many per group and branch, and who; saved as .xlsx or CSV. */
export function AbsenteesReport({
  examId,
  title,
  groups,
}: {
  examId: string;
  title: string;
  groups: ExamStatisticsView['groups'] | undefined;
}) {
  const { t, n } = useT();
  const { message } = App.useApp();
  const [filter, setFilter] = useState<ReportFilter>({});
  const absentees = useAbsentees(examId, filter);
  const save = (format: 'xlsx' | 'csv') =>
    downloadAbsentees(examId, title, filter, format).catch((e: Error) => message.error(e.message));
  return (
    <Flex vertical gap={12}>
      <Flex wrap gap={8}>
        <ReportFilters groups={groups} value={filter} onChange={setFilter} />
        <Button onClick={() => save('xlsx')}>{t('Export absentees (.xlsx)')}</Button>
        <Button onClick={() => save('csv')}>{t('Export absentees (CSV)')}</Button>
      </Flex>
      <ErrorAlert error={absentees.error} />
      <Typography.Text>
        {t('{{count}} absent', { count: n(String(absentees.data?.total ?? 0)) })}
      </Typography.Text>
      <Card size="small" title={t('By group and branch')}>
        <Table
          size="small"
          rowKey={(c) => `${c.group}|${c.branch}`}
          pagination={false}
          loading={absentees.isFetching}
          dataSource={absentees.data?.counts}
          columns={[
            { title: t('Group'), dataIndex: 'group' },
            { title: t('Branch'), dataIndex: 'branch', render: (b: string | null) => b ?? '–' },
            { title: t('Absent'), dataIndex: 'count', render: (c: number) => n(String(c)) },
          ]}
        />
      </Card>
      <Table
        size="small"
        rowKey="studentId"
        loading={absentees.isFetching}
        dataSource={absentees.data?.students}
        pagination={{ pageSize: 25, showSizeChanger: false }}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: t('Name'), dataIndex: 'name' },
          { title: t('Roll'), dataIndex: 'roll' },
          { title: t('Mobile'), dataIndex: 'mobile' },
          { title: t('Group'), dataIndex: 'group' },
          { title: t('Branch'), dataIndex: 'branch', render: (b: string | null) => b ?? '–' },
        ]}
      />
    </Flex>
  );
}
