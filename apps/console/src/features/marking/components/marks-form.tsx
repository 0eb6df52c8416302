import type { Translate } from '@lms/browser/i18n';
import type { MarkingAnswerView } from '@lms/domain/contract';
import { Alert, Button, Card, Form, Input, InputNumber, Tag, Typography } from 'antd';
import { type ComponentRef, type Ref, useImperativeHandle, useRef, useState } from 'react';
import { counted } from '../../../components/count-text';
import { formatWhen } from '../../../lib/format-when';
import { useT } from '../../../lib/i18n/use-t';
import { MARKS_FIELD_ID } from './use-marking-keys';

/** What the screen asks of the form: its values (null when invalid), and the keys' focus moves. */
export interface MarksFormHandle {
  values: () => { marks: number; comment: string } | null;
  typeDigit: (digit: number) => void;
  focusComment: () => void;
}

/** An answer's marking state as a tag, in the shown language (made at each render, so a switch shows). */
function stateTag(t: Translate, state: MarkingAnswerView['state']) {
  if (state === 'unmarked') return <Tag>{t('Not marked')}</Tag>;
  if (state === 'marked') return <Tag color="blue">{t('Marked, not reviewed')}</Tag>;
  if (state === 'confirmed') return <Tag color="green">{t('Reviewed: confirmed')}</Tag>;
  return <Tag color="orange">{t('Reviewed: changed')}</Tag>;
}

/** Who marked and reviewed the answer, and the first examiner's marks beside the reviewer's. */
function MarkingHistory({ answer }: { answer: MarkingAnswerView }) {
  const { t, n } = useT();
  const when = (at: string | null) => (at ? n(formatWhen.dayTime(at)) : '');
  if (answer.marks === null) return null;
  return (
    <Alert
      type={answer.state === 'changed' ? 'warning' : 'info'}
      style={{ marginBottom: 12 }}
      title={
        <span>
          {answer.markedBy
            ? t('First marks: {{marks}} by {{name}}', {
                marks: answer.firstMarks,
                name: answer.markedBy.name,
              })
            : t('First marks: {{marks}} by an examiner', { marks: answer.firstMarks })}
          {answer.markedAt ? ` ${t('on {{when}}', { when: when(answer.markedAt) })}` : ''}
        </span>
      }
      description={
        answer.reviewedBy
          ? t('Reviewed by {{name}} on {{when}}: {{marks}} count.', {
              name: answer.reviewedBy.name,
              when: when(answer.reviewedAt),
              marks: counted(t, 'mark', answer.marks),
            })
          : t('Not reviewed yet. Marks from anyone but the first examiner are recorded as a review.')
      }
    />
  );
}

/** Marks (0 to the question's marks) and a comment for one answer, with its marking history. */
export function MarksForm({
  answer,
  point,
  review,
  saving,
  onSave,
  ref,
}: {
  answer: MarkingAnswerView;
  point: number;
  review: boolean;
  saving: boolean;
  onSave: () => void;
  ref?: Ref<MarksFormHandle>;
}) {
  const { t } = useT();
  const [marks, setMarks] = useState<number | null>(answer.marks);
  const [comment, setComment] = useState(answer.comment);
  // What is typed now, even before React renders it: Enter may come in the same event as the last change.
  const typed = useRef({ marks: answer.marks, comment: answer.comment });
  const changeMarks = (value: number | null) => {
    typed.current.marks = value;
    setMarks(value);
    setProblem(null);
  };
  const [problem, setProblem] = useState<string | null>(null);
  const marksRef = useRef<ComponentRef<typeof InputNumber>>(null);
  const commentRef = useRef<ComponentRef<typeof Input.TextArea>>(null);

  useImperativeHandle(ref, () => ({
    values: () => {
      const { marks, comment } = typed.current;
      if (marks === null || Number.isNaN(marks)) {
        setProblem(t('Type the marks first.'));
        marksRef.current?.focus();
        return null;
      }
      if (marks < 0 || marks > point) {
        setProblem(t('Give 0 to {{marks}}.', { marks: counted(t, 'mark', point) }));
        marksRef.current?.focus();
        return null;
      }
      return { marks, comment };
    },
    typeDigit: (digit) => {
      changeMarks(digit);
      marksRef.current?.focus();
    },
    focusComment: () => commentRef.current?.focus(),
  }));

  return (
    <Card
      size="small"
      title={
        <span>
          {t('Marks')} {stateTag(t, answer.state)}
        </span>
      }
    >
      <MarkingHistory answer={answer} />
      {review && answer.marks === null ? (
        <Typography.Paragraph type="secondary">
          {t('Not marked yet: your marks will be the first.')}
        </Typography.Paragraph>
      ) : null}
      <Form layout="vertical" component="div">
        <Form.Item
          label={t('Marks (0 to {{point}})', { point })}
          htmlFor={MARKS_FIELD_ID}
          validateStatus={problem ? 'error' : undefined}
          help={problem ?? undefined}
        >
          <InputNumber
            id={MARKS_FIELD_ID}
            ref={marksRef}
            value={marks}
            onChange={(v) => changeMarks(typeof v === 'number' ? v : null)}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item label={t('Comment for the student')} htmlFor="marking-comment">
          <Input.TextArea
            id="marking-comment"
            ref={commentRef}
            value={comment}
            onChange={(e) => {
              typed.current.comment = e.target.value;
              setComment(e.target.value);
            }}
            autoSize={{ minRows: 2, maxRows: 8 }}
            maxLength={5000}
          />
        </Form.Item>
        <Button type="primary" onClick={onSave} loading={saving} block>
          {answer.marks !== null && review ? t('Save review (Enter)') : t('Save (Enter)')}
        </Button>
      </Form>
    </Card>
  );
}
