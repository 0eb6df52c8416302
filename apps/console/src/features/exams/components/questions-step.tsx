import type { StaffQuestionView } from '@lms/domain/contract';
import { RichText } from '@lms/rich-text';
import { Button, Card, Empty, Flex, InputNumber, Space, Typography } from 'antd';
import { counted } from '../../../components/count-text';
import { questionTypeLabel } from '../../../components/question-type';
import { useT } from '../../../lib/i18n/use-t';
import { orderedQuestions, type PickedQuestion, type StepProps, segmentSubjects } from './exam-draft';
import { PoolSections } from './pool-sections';
import { QuestionPicker } from './question-picker';

/** Moves a question of the draft one place up or down among those `sameGroup` holds. */
function move(list: PickedQuestion[], id: string, step: -1 | 1, sameGroup: (q: PickedQuestion) => boolean) {
  const from = list.findIndex((q) => q.question._id === id);
  let to = from + step;
  while (to >= 0 && to < list.length && !sameGroup(list[to]!)) to += step;
  if (from < 0 || to < 0 || to >= list.length) return list;
  const next = [...list];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/**
 * The paper's questions in order (for a segmented exam, subject by subject), each with its marks in
 * this exam, moved up and down or taken off; then (a saved exam) the pools each attempt draws from;
 * below, the bank to pick from.
 */
export function QuestionsStep({ draft, subjects, onChange, examId }: StepProps & { examId?: string | null }) {
  const { t } = useT();
  const subjectName = new Map(subjects.map((s) => [s._id, s.name]));
  const picked = new Set(draft.questions.map((q) => q.question._id));
  const setQuestions = (questions: PickedQuestion[]) => onChange({ questions });
  const add = (question: StaffQuestionView) =>
    setQuestions([...draft.questions, { question, point: question.point }]);
  const addMany = (questions: StaffQuestionView[]) =>
    setQuestions([...draft.questions, ...questions.map((question) => ({ question, point: question.point }))]);
  const ordered = orderedQuestions(draft);
  const groups = draft.isSegmentedExam
    ? [
        ...segmentSubjects(draft).map((id) => ({
          key: id,
          title: subjectName.get(id) ?? t('Subject'),

          rows: ordered.filter((q) => q.question.subjectId === id),
        })),
        {
          key: 'other',
          title: t('Not in a listed subject'),
          rows: ordered.filter((q) => !segmentSubjects(draft).includes(q.question.subjectId ?? '')),
        },
      ].filter((g) => g.key !== 'other' || g.rows.length > 0)
    : [{ key: 'all', title: t('Questions on the paper'), rows: ordered }];
  const total = draft.questions.reduce((sum, q) => sum + q.point, 0);

  return (
    <Flex vertical gap={16}>
      <Typography.Text>
        {counted(t, 'question', draft.questions.length)} · {counted(t, 'mark', total)}
      </Typography.Text>
      {groups.map((group) => (
        <Card key={group.key} size="small" title={`${group.title} (${group.rows.length})`}>
          {group.rows.length === 0 ? (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={t('No question yet: add some from the bank below.')}
            />
          ) : (
            <ol aria-label={group.title} style={{ paddingInlineStart: 20, margin: 0 }}>
              {group.rows.map((q) => {
                const sameGroup = (other: PickedQuestion) =>
                  !draft.isSegmentedExam || other.question.subjectId === q.question.subjectId;
                return (
                  <li key={q.question._id} style={{ padding: '6px 0', borderBottom: '1px solid #f0f0f0' }}>
                    <Flex gap={8} justify="space-between" align="flex-start" wrap>
                      <div style={{ flex: '1 1 280px', minWidth: 0 }}>
                        <RichText text={q.question.title} />
                        <Typography.Text type="secondary">
                          {questionTypeLabel(t, q.question.type)}
                        </Typography.Text>
                      </div>
                      <Space size={4} wrap>
                        <InputNumber
                          aria-label={t('Marks')}
                          size="small"
                          min={0.25}
                          max={1000}
                          step={0.25}
                          value={q.point}
                          onChange={(v) =>
                            setQuestions(
                              draft.questions.map((o) =>
                                o.question._id === q.question._id ? { ...o, point: v ?? o.point } : o,
                              ),
                            )
                          }
                          addonAfter="marks"
                          style={{ width: 130 }}
                        />
                        <Button
                          size="small"
                          aria-label={t('Move up')}
                          onClick={() =>
                            setQuestions(move(orderedQuestions(draft), q.question._id, -1, sameGroup))
                          }
                        >
                          ↑
                        </Button>
                        <Button
                          size="small"
                          aria-label={t('Move down')}
                          onClick={() =>
                            setQuestions(move(orderedQuestions(draft), q.question._id, 1, sameGroup))
                          }
                        >
                          ↓
                        </Button>
                        <Button
                          size="small"
                          danger
                          onClick={() =>
                            setQuestions(draft.questions.filter((o) => o.question._id !== q.question._id))
                          }
                        >
                          {t('Remove')}
                        </Button>
                      </Space>
                    </Flex>
                  </li>
                );
              })}
            </ol>
          )}
        </Card>
      ))}
      {examId && !draft.isSegmentedExam ? <PoolSections examId={examId} subjects={subjects} /> : null}
      <QuestionPicker subjects={subjects} picked={picked} onAdd={add} onAddMany={addMany} />
    </Flex>
  );
}
