import type { StaffStudentResultView } from '@lms/domain/contract';
import { RichText } from '@lms/rich-text';
import { Descriptions, Drawer, List, Spin, Tag, Typography } from 'antd';
import { ErrorAlert } from '../../../components/error-alert';
import { useStudentResult } from '../api/results-api';

type Answer = StaffStudentResultView['answers'][number];

function AnswerRow({ a }: { a: Answer }) {
  const q = a.questionId;
  const answered = 'answer' in a;
  return (
    <List.Item>
      <div style={{ width: '100%' }}>
        <RichText text={q.title} />
        <Typography.Text type="secondary">Key: {q.answer.join(', ') || '–'}</Typography.Text>
        <div>
          {answered ? (
            <>
              Answer: {(Array.isArray(a.answer) ? a.answer.join(', ') : a.answer) || '–'}{' '}
              {a.pending ? (
                <Tag>Pending</Tag>
              ) : (
                <Tag color={a.correct ? 'green' : 'red'}>
                  {a.marks} / {a.total}
                </Tag>
              )}
            </>
          ) : (
            <Tag>Not answered</Tag>
          )}
        </div>
      </div>
    </List.Item>
  );
}

/** A student's result as the student sees it: figures, merit position and every answer with its key. */
export function StudentResultDrawer({
  examId,
  studentId,
  name,
  onClose,
}: {
  examId: string;
  studentId: string | undefined;
  name: string;
  onClose: () => void;
}) {
  const result = useStudentResult(examId, studentId);
  const r = result.data;
  return (
    <Drawer open={Boolean(studentId)} onClose={onClose} size="min(640px, 100vw)" title={name} destroyOnHidden>
      <ErrorAlert error={result.error} gap={0} />
      {result.isPending && studentId && <Spin />}
      {r && (
        <>
          <Descriptions size="small" column={2} bordered>
            <Descriptions.Item label="Marks">
              {r.marksObtained} / {r.totalMarks}
            </Descriptions.Item>
            <Descriptions.Item label="Merit position">{r.rank ?? '–'}</Descriptions.Item>
            <Descriptions.Item label="Result">{r.passed ? 'Passed' : 'Failed'}</Descriptions.Item>
            <Descriptions.Item label="Negative marks">{r.negativeMarks}</Descriptions.Item>
            <Descriptions.Item label="Correct">{r.correct}</Descriptions.Item>
            <Descriptions.Item label="Incorrect">{r.incorrect}</Descriptions.Item>
            <Descriptions.Item label="Skipped">{r.skipped}</Descriptions.Item>
            <Descriptions.Item label="Published">
              {r.publishedAt ? new Date(r.publishedAt).toLocaleString() : 'Not yet'}
            </Descriptions.Item>
          </Descriptions>
          <List dataSource={r.answers} renderItem={(a) => <AnswerRow a={a} />} />
        </>
      )}
    </Drawer>
  );
}
