import { QUESTION_TYPES, type QuestionType } from '@lms/domain';
import type { MarkingQuestionView } from '@lms/domain/contract';
import { RichText } from '@lms/rich-text';
import { Button, Flex, Table, type TableProps, Tag, Typography } from 'antd';
import { ErrorAlert } from '../../../components/error-alert';
import { questionTypeLabel } from '../../../components/question-type';
import { useT } from '../../../lib/i18n/use-t';
import { useMarkingQuestions } from '../api/marking-api';
import { MarkingProgress } from './marking-progress';

const isQuestionType = (type: string): type is QuestionType =>
  (QUESTION_TYPES as readonly string[]).includes(type);

/** An exam's written questions with their progress: mark one, or review its marks as a second examiner. */
export function QuestionList({
  examId,
  onBack,
  onPick,
}: {
  examId: string;
  onBack: () => void;
  onPick: (questionId: string, mode?: 'review') => void;
}) {
  const { t } = useT();
  const exam = useMarkingQuestions(examId);
  const columns: TableProps<MarkingQuestionView>['columns'] = [
    { title: t('No.'), dataIndex: 'position', key: 'position', width: 60 },
    {
      title: t('Question'),
      dataIndex: 'title',
      key: 'title',
      render: (title: string) => (
        <div style={{ maxWidth: 420, maxHeight: '3.2em', overflow: 'hidden' }}>
          <RichText text={title} />
        </div>
      ),
    },
    {
      title: t('Type'),
      dataIndex: 'type',
      key: 'type',
      render: (type: string) => <Tag>{isQuestionType(type) ? questionTypeLabel(t, type) : type}</Tag>,
    },
    { title: t('Marks'), dataIndex: 'point', key: 'point' },
    {
      title: t('Progress'),
      key: 'progress',
      render: (_, q) => (
        <MarkingProgress
          {...q}
          label={t('Marking progress of question {{number}}', { number: q.position })}
        />
      ),
    },
    {
      title: '',
      key: 'actions',
      render: (_, q) => (
        <Flex gap={8}>
          <Button
            type="primary"
            aria-label={t('Mark question {{number}}', { number: q.position })}
            onClick={() => onPick(q.questionId)}
          >
            {t('Mark')}
          </Button>
          <Button
            aria-label={t('Review question {{number}}', { number: q.position })}
            onClick={() => onPick(q.questionId, 'review')}
          >
            {t('Review')}
          </Button>
        </Flex>
      ),
    },
  ];
  return (
    <div>
      <Flex align="center" gap={8} wrap style={{ marginBottom: 16 }}>
        <Button onClick={onBack}>{t('All exams')}</Button>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {exam.data?.title ?? t('Exam')}
        </Typography.Title>
      </Flex>
      <ErrorAlert error={exam.error} />
      <Table<MarkingQuestionView>
        rowKey="questionId"
        columns={columns}
        dataSource={exam.data?.questions}
        loading={exam.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('This exam has no written questions.') }}
      />
    </div>
  );
}
