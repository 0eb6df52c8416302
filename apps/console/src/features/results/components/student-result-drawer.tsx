import { isWrittenQuestionType, type VoidKind } from '@lms/domain';
import { examMarkingRoutes, type StaffStudentResultView, staffMayCall } from '@lms/domain/contract';
import { RichText } from '@lms/rich-text';
import { Button, Descriptions, Drawer, List, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { formatWhen } from '../../../lib/format-when';
import { useT } from '../../../lib/i18n/use-t';
import { useStaff } from '../../../lib/session';
import { useStudentResult } from '../api/results-api';
import { OverrideMarksModal, type OverrideTarget } from './override-marks-modal';
import { ReopenAttemptButton } from './reopen-attempt-button';

type Answer = StaffStudentResultView['answers'][number];

/** What the student answered: chosen options drawn as the paper shows them, a written answer as typed. */
function ChosenAnswer({ a }: { a: Extract<Answer, { answer: unknown }> }) {
  const text = (Array.isArray(a.answer) ? a.answer.join(', ') : a.answer) || '–';
  return isWrittenQuestionType(a.questionId.type) ? text : <RichText as="span" text={text} />;
}

/** An override's marks, reason, who and when. */
function OverrideNote({ o }: { o: NonNullable<Extract<Answer, { answer: unknown }>['override']> }) {
  const { t, n } = useT();
  return (
    <div>
      <Tag color="gold">{t('Overridden')}</Tag>
      <Typography.Text type="secondary">
        {t('{{reason}} ({{who}}, {{when}})', {
          reason: o.reason,
          who: o.by ?? '–',
          when: o.at ? n(formatWhen.dayTime(o.at)) : '–',
        })}
      </Typography.Text>
    </div>
  );
}

/** A question voided after the exam: neither right nor wrong, with what the void gave. */
function VoidedTag({ kind }: { kind: VoidKind }) {
  const { t } = useT();
  return (
    <Tag color="blue" data-testid="voided-question">
      {t('Voided')}: {kind === 'fullMarks' ? t('everyone gets its marks') : t('dropped from the total')}
    </Tag>
  );
}

function AnswerRow({ a, onOverride }: { a: Answer; onOverride?: (target: OverrideTarget) => void }) {
  const { t } = useT();
  const q = a.questionId;
  const answered = 'answer' in a;
  const overridable = answered && onOverride && !isWrittenQuestionType(q.type) && !q.voided;
  return (
    <List.Item>
      <div style={{ width: '100%' }}>
        <RichText text={q.title} />
        <Typography.Text type="secondary">
          {t('Key')}: <RichText as="span" text={q.answer.join(', ') || '–'} />
        </Typography.Text>
        <div>
          {answered ? (
            <>
              {t('Answer')}: <ChosenAnswer a={a} />{' '}
              {q.voided ? (
                <VoidedTag kind={q.voided} />
              ) : a.pending ? (
                <Tag>{t('Pending')}</Tag>
              ) : (
                <Tag color={a.correct ? 'green' : 'red'}>
                  {a.marks} / {a.total}
                </Tag>
              )}
              {overridable && (
                <Button
                  size="small"
                  onClick={() =>
                    onOverride({ questionId: q._id, total: q.point, marks: a.marks, override: a.override })
                  }
                >
                  {t('Override marks')}
                </Button>
              )}
              {a.override && <OverrideNote o={a.override} />}
            </>
          ) : (
            <>
              <Tag>{t('Not answered')}</Tag>
              {q.voided && <VoidedTag kind={q.voided} />}
            </>
          )}
        </div>
      </div>
    </List.Item>
  );
}

/**
 * A student's result as the student sees it: figures, merit positions (overall, branch, per subject),
 * percentile and every answer with its key.
 */
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
  const { t, n } = useT();
  const result = useStudentResult(examId, studentId);
  const r = result.data;
  const staff = useStaff();
  const mayOverride = staff !== null && staffMayCall(examMarkingRoutes.overrideMarks.access, staff.roles);
  const [target, setTarget] = useState<OverrideTarget | null>(null);
  return (
    <Drawer
      open={Boolean(studentId)}
      onClose={onClose}
      size="min(640px, 100vw)"
      title={name}
      extra={
        studentId && r ? (
          <ReopenAttemptButton examId={examId} studentId={studentId} name={name} onReopened={onClose} />
        ) : null
      }
      destroyOnHidden
    >
      <ErrorAlert error={result.error} gap={0} />
      {result.isPending && studentId && <Spin />}
      {r && (
        <>
          <Descriptions size="small" column={2} bordered>
            <Descriptions.Item label={t('Marks')}>
              {r.marksObtained} / {r.totalMarks}
            </Descriptions.Item>
            <Descriptions.Item label={t('Merit position')}>{r.rank ?? '–'}</Descriptions.Item>
            {r.set ? <Descriptions.Item label={t('Set')}>{r.set}</Descriptions.Item> : null}
            <Descriptions.Item label={t('Branch position')}>{r.branchRank ?? '–'}</Descriptions.Item>
            <Descriptions.Item label={t('Percentile')}>{r.percentile ?? '–'}</Descriptions.Item>
            <Descriptions.Item label={t('Result')}>{r.passed ? t('Passed') : t('Failed')}</Descriptions.Item>
            <Descriptions.Item label={t('Negative marks')}>{r.negativeMarks}</Descriptions.Item>
            <Descriptions.Item label={t('Correct')}>{r.correct}</Descriptions.Item>
            <Descriptions.Item label={t('Incorrect')}>{r.incorrect}</Descriptions.Item>
            <Descriptions.Item label={t('Skipped')}>{r.skipped}</Descriptions.Item>
            <Descriptions.Item label={t('Published')}>
              {r.publishedAt ? n(formatWhen.dayTime(r.publishedAt)) : t('Not yet')}
            </Descriptions.Item>
          </Descriptions>
          {r.subjectStats.length > 0 && (
            <Descriptions size="small" column={2} bordered title={t('By subject')} style={{ marginTop: 12 }}>
              {r.subjectStats.map((s) => (
                <Descriptions.Item key={s.subjectId} label={s.name ?? '–'}>
                  {t('{{marks}} marks, position {{position}}', {
                    marks: s.marks,
                    position: s.rank ?? '–',
                  })}
                </Descriptions.Item>
              ))}
            </Descriptions>
          )}
          <List
            dataSource={r.answers}
            renderItem={(a) => <AnswerRow a={a} onOverride={mayOverride ? setTarget : undefined} />}
          />
          <OverrideMarksModal
            examId={examId}
            attemptId={r._id}
            target={target}
            onClose={() => setTarget(null)}
          />
        </>
      )}
    </Drawer>
  );
}
