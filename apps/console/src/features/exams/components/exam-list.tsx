import type { ExamListQuery, ExamPageRow, ExamStatus } from '@lms/domain/contract';
import { EXAM_STATUSES, examStaffRoutes } from '@lms/domain/contract';
import { Button, Flex, Select, Space, type TableProps, Tag } from 'antd';
import { useState } from 'react';
import { SearchFilter } from '../../../components/search-filter';
import { ServerTable } from '../../../components/server-table';
import { useT } from '../../../lib/i18n/use-t';
import { useExamOptions, useExamPage } from '../api/exams-api';
import { DuplicateExamButton } from './duplicate-exam-button';
import { monitorUrl, resultsUrl, StatusTag, statusLabel, when } from './exam-status';
import { useMayCall } from './use-may-call';

type Filters = Pick<ExamListQuery, 'search' | 'type' | 'status' | 'groupId'>;
const PAGE_SIZE = 20;

/**
 * The exams a page at a time, newest first, filtered by the server (title, live or practice, status,
 * group), each with its questions' subjects. A title opens the exam; a running exam links to its monitor, every exam to its results.
 * An exam can be duplicated, opening its copy (`onOpen`).
 */
export function ExamList({ onOpen, onCreate }: { onOpen: (examId: string) => void; onCreate: () => void }) {
  const { t, n } = useT();
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(1);
  const options = useExamOptions();
  const mayCreate = useMayCall(examStaffRoutes.createExam);
  const exams = useExamPage({ ...filters, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
  const filter = (change: Filters) => {
    setFilters((f) => ({ ...f, ...change }));
    setPage(1);
  };

  const columns: TableProps<ExamPageRow>['columns'] = [
    {
      title: t('Exam'),
      dataIndex: 'title',
      key: 'title',
      render: (title: string, exam) => (
        <Button
          type="link"
          style={{ padding: 0, whiteSpace: 'normal', textAlign: 'left' }}
          onClick={() => onOpen(exam._id)}
        >
          {title}
        </Button>
      ),
    },
    {
      title: t('Type'),
      key: 'type',
      render: (_: unknown, exam) => (
        <Space size={4} wrap>
          <Tag>{exam.isPracticeExam ? t('Practice') : t('Live')}</Tag>
          {exam.isSegmentedExam ? <Tag color="cyan">{t('Segmented')}</Tag> : null}
        </Space>
      ),
    },
    {
      title: t('Status'),
      dataIndex: 'status',
      key: 'status',
      render: (s: ExamStatus) => <StatusTag status={s} />,
    },
    {
      title: t('Subjects'),
      dataIndex: 'subjects',
      key: 'subjects',
      responsive: ['md'],
      render: (subjects: ExamPageRow['subjects']) =>
        subjects.length > 0 ? (
          <Space size={4} wrap>
            {subjects.map((s) => (
              <Tag key={s._id}>{s.name}</Tag>
            ))}
          </Space>
        ) : (
          '—'
        ),
    },
    { title: t('Questions'), dataIndex: 'questions', key: 'questions' },
    { title: t('Groups'), dataIndex: 'groups', key: 'groups' },
    {
      title: t('Window'),
      key: 'window',
      responsive: ['lg'],
      render: (_: unknown, exam) =>
        exam.startsAt
          ? `${when(n, exam.startsAt)} – ${exam.endsAt ? when(n, exam.endsAt) : t('no end')}`
          : '—',
    },
    {
      title: '',
      key: 'links',
      render: (_: unknown, exam) => (
        <Space size={12}>
          {exam.status === 'running' ? <a href={monitorUrl(exam._id)}>{t('Monitor')}</a> : null}
          <a href={resultsUrl(exam._id)}>{t('Results')}</a>
          <DuplicateExamButton size="small" examId={exam._id} onDuplicated={onOpen} />
        </Space>
      ),
    },
  ];

  return (
    <div>
      <Flex wrap gap={8} justify="space-between" style={{ marginBottom: 16 }}>
        <Flex wrap gap={8}>
          <SearchFilter
            label={t('Search exams')}
            placeholder={t('Search by title')}
            width={220}
            onSearch={(search) => filter({ search })}
          />
          <Select
            aria-label={t('Type filter')}
            placeholder={t('Live and practice')}
            allowClear
            value={filters.type}
            onChange={(type?: 'live' | 'practice') => filter({ type })}
            options={[
              { value: 'live', label: t('Live') },
              { value: 'practice', label: t('Practice') },
            ]}
            style={{ width: 160 }}
          />
          <Select
            aria-label={t('Status filter')}
            placeholder={t('Any status')}
            allowClear
            value={filters.status}
            onChange={(status?: ExamStatus) => filter({ status })}
            options={EXAM_STATUSES.map((s) => ({ value: s, label: statusLabel(t, s) }))}
            style={{ width: 150 }}
          />
          <Select
            aria-label={t('Group filter')}
            placeholder={t('All groups')}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            value={filters.groupId}
            onChange={(groupId?: string) => filter({ groupId })}
            options={options.data?.groups.map((g) => ({ value: g._id, label: g.name }))}
            style={{ width: 200 }}
          />
        </Flex>
        {mayCreate ? (
          <Button type="primary" onClick={onCreate}>
            {t('New exam')}
          </Button>
        ) : null}
      </Flex>
      <ServerTable<ExamPageRow>
        query={exams}
        otherError={options.error}
        page={page}
        pageSize={PAGE_SIZE}
        noun="exam"
        columns={columns}
        onChange={(pagination) => setPage(pagination.current ?? 1)}
      />
    </div>
  );
}
