import type { MarkingExamView } from '@lms/domain/contract';
import { Button, Flex, type TableProps, Tag } from 'antd';
import { useState } from 'react';
import { SearchFilter } from '../../../components/search-filter';
import { ServerTable } from '../../../components/server-table';
import { formatWhen } from '../../../lib/format-when';
import { useT } from '../../../lib/i18n/use-t';
import { useMarkingExams } from '../api/marking-api';
import { MarkingProgress } from './marking-progress';

type ExamRow = MarkingExamView;

const PAGE_SIZE = 20;

/** The exams with written questions, newest first, searched by title on the server; one is picked. */
export function ExamPicker({ onPick }: { onPick: (examId: string) => void }) {
  const { t, n } = useT();
  const [search, setSearch] = useState<string>();
  const [page, setPage] = useState(1);
  const exams = useMarkingExams({ search, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });

  const columns: TableProps<ExamRow>['columns'] = [
    {
      title: t('Exam'),
      dataIndex: 'title',
      key: 'title',
      render: (title: string, exam) => (
        <Button type="link" style={{ padding: 0 }} onClick={() => onPick(exam.examId)}>
          {title}
        </Button>
      ),
    },
    {
      title: t('Kind'),
      key: 'kind',
      responsive: ['md'],
      render: (_, exam) =>
        exam.isPractice ? <Tag>{t('Practice')}</Tag> : <Tag color="blue">{t('Live')}</Tag>,
    },
    { title: t('Written questions'), dataIndex: 'writtenQuestions', key: 'written' },
    {
      title: t('Progress'),
      key: 'progress',
      render: (_, exam) => (
        <MarkingProgress {...exam} label={t('Marking progress of {{exam}}', { exam: exam.title })} />
      ),
    },
    {
      title: t('Created'),
      dataIndex: 'createdAt',
      key: 'createdAt',
      responsive: ['lg'],
      render: (at: string) => n(formatWhen.day(at)),
    },
  ];

  return (
    <div>
      <Flex wrap gap={8} style={{ marginBottom: 16 }}>
        <SearchFilter
          label={t('Search exams')}
          placeholder={t('Search exam titles')}
          width={280}
          onSearch={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
      </Flex>
      <ServerTable<ExamRow>
        rowKey="examId"
        columns={columns}
        query={exams}
        page={page}
        pageSize={PAGE_SIZE}
        noun="exam"
        onChange={(pagination) => setPage(pagination.current ?? 1)}
      />
    </div>
  );
}
