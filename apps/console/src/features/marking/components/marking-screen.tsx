import type { Translate } from '@lms/browser/i18n';
import type { MarkingAnswerView, MarkingFilter } from '@lms/domain/contract';
import { RichText } from '@lms/rich-text';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Result, Segmented, Spin, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { counted } from '../../../components/count-text';
import { ErrorAlert } from '../../../components/error-alert';
import { useSubmitGuard } from '../../../components/use-submit-guard';
import { errorText } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n/use-t';
import {
  type QueueQuery,
  queueKey,
  useGiveMarks,
  useMarkingQuestions,
  useMarkingQueue,
} from '../api/marking-api';
import { AnswerView } from './answer-view';
import { MarkingProgress } from './marking-progress';
import { MarksForm, type MarksFormHandle } from './marks-form';
import { ShortcutHelp } from './shortcut-help';
import { useMarkingKeys } from './use-marking-keys';

const PAGE_SIZE = 20;

/** The lists an examiner can go through, in the shown language. */
const filters = (t: Translate): { value: MarkingFilter; label: string }[] => [
  { value: 'unmarked', label: t('To mark') },
  { value: 'notReviewed', label: t('Not reviewed') },
  { value: 'reviewed', label: t('Reviewed') },
  { value: 'all', label: t('All') },
];

/** Whether an answer still belongs in the filtered queue. */
function inFilter(a: MarkingAnswerView, filter: MarkingFilter): boolean {
  if (filter === 'unmarked') return a.marks === null;
  if (filter === 'notReviewed') return a.marks !== null && a.reviewedBy === null;
  if (filter === 'reviewed') return a.reviewedBy !== null;
  return true;
}

type QueuePage = { items: MarkingAnswerView[]; total: number };

/**
 * Marking one written question's answers one at a time: the answer (text, pictures and PDFs inline),
 * marks and a comment, driven from the keyboard. In review mode a second examiner goes through the
 * marked answers not reviewed yet, with the first examiner's marks shown.
 */
export function MarkingScreen({
  examId,
  questionId,
  review,
  onBack,
  onMode,
}: {
  examId: string;
  questionId: string;
  review: boolean;
  onBack: () => void;
  onMode: (mode?: 'review') => void;
}) {
  const { t } = useT();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [query, setQuery] = useState<QueueQuery>({
    filter: review ? 'notReviewed' : 'unmarked',
    limit: PAGE_SIZE,
    offset: 0,
  });
  const [index, setIndex] = useState(0);
  const formRef = useRef<MarksFormHandle>(null);
  const queue = useMarkingQueue(examId, questionId, query);
  const exam = useMarkingQuestions(examId);
  const give = useGiveMarks();
  const items = queue.data?.items ?? [];
  const total = queue.data?.total ?? 0;
  const current: MarkingAnswerView | undefined = items[Math.min(index, items.length - 1)];
  const question = exam.data?.questions.find((q) => q.questionId === questionId) ?? queue.data?.question;

  // A page read again may be shorter: stay on its last answer.
  useEffect(() => {
    if (items.length > 0 && index > items.length - 1) setIndex(items.length - 1);
  }, [items.length, index]);

  const setFilter = (filter: MarkingFilter) => {
    setQuery({ filter, limit: PAGE_SIZE, offset: 0 });
    setIndex(0);
  };

  /** Moves to the next answer; `list` is the page as it is now (after a save). */
  const advance = (list: MarkingAnswerView[]) => {
    if (index < list.length - 1) return setIndex(index + 1);
    // Answers marked on this page left a shrinking list: the next unseen one comes after those that stayed.
    const stayed = list.filter((a) => inFilter(a, query.filter)).length;
    const offset = query.offset + stayed;
    if (offset >= total - (list.length - stayed)) {
      if (stayed === list.length) {
        message.info(t('That was the last answer of this list.'));
        return;
      }
      // The end of a list answers left: read it again from the start (only answers skipped remain).
      setQuery({ ...query, offset: 0 });
      setIndex(0);
      void client.invalidateQueries({ queryKey: ['marking', 'queue', examId, questionId] });
      return;
    }
    setQuery({ ...query, offset });
    setIndex(0);
  };
  const next = () => advance(items);
  const previous = () => {
    if (index > 0) return setIndex(index - 1);
    if (query.offset === 0) return;
    setQuery({ ...query, offset: Math.max(0, query.offset - PAGE_SIZE) });
    setIndex(PAGE_SIZE - 1);
  };

  const save = async () => {
    const form = formRef.current;
    if (!current || !form || give.isPending) return;
    const values = form.values();
    if (values === null) return;
    try {
      const done = await give.mutateAsync({
        target: { examId, attemptId: current.attemptId, questionId },
        body: { ...values, seenMarks: current.marks },
      });
      const updated = items.map((a) => (a.attemptId === current.attemptId ? done.answer : a));
      client.setQueryData<QueuePage>(queueKey(examId, questionId, query), (page) =>
        page ? { ...page, items: updated } : page,
      );
      message.success(t('Saved {{marks}} for {{name}}', { marks: done.answer.marks, name: current.name }));
      advance(updated);
    } catch (err) {
      // Someone marked it meanwhile: show their marks.
      void queue.refetch();
      message.error(errorText(err));
    }
  };
  // A save key pressed twice, or a double-click, before the pending state has rendered saves once.
  const saving = useSubmitGuard(save);

  useMarkingKeys(
    {
      next,
      previous,
      save: () => saving.submit(),
      digit: (d) => formRef.current?.typeDigit(d),
      focusComment: () => formRef.current?.focusComment(),
    },
    Boolean(current),
  );

  return (
    <div>
      <Flex align="center" justify="space-between" gap={12} wrap style={{ marginBottom: 12 }}>
        <Flex align="center" gap={8} wrap>
          <Button onClick={onBack}>{t('Questions')}</Button>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {question
              ? t('Question {{position}} · {{marks}}', {
                  position: question.position,
                  marks: counted(t, 'mark', question.point),
                })
              : t('Question')}
          </Typography.Title>
          <Segmented
            aria-label={t('Mode')}
            value={review ? 'review' : 'mark'}
            options={[
              { value: 'mark', label: t('Marking') },
              { value: 'review', label: t('Review') },
            ]}
            onChange={(v) => onMode(v === 'review' ? 'review' : undefined)}
          />
        </Flex>
        {question ? <MarkingProgress {...question} label={t('Marking progress of this question')} /> : null}
      </Flex>
      {question ? (
        <div style={{ marginBottom: 12 }}>
          <strong>{t('Question:')} </strong>
          <RichText as="span" text={question.title} />
          {question.modelAnswer.length ? (
            <div>
              <strong>{t('Model answer:')} </strong>
              <RichText as="span" text={question.modelAnswer.join(' · ')} />
            </div>
          ) : null}
        </div>
      ) : null}
      <Flex align="center" gap={8} wrap style={{ marginBottom: 12 }}>
        <Segmented
          aria-label={t('Which answers')}
          value={query.filter}
          options={filters(t)}
          onChange={setFilter}
        />
        <Typography.Text type="secondary" aria-live="polite">
          {current
            ? t('Answer {{number}} of {{total}}', { number: query.offset + index + 1, total })
            : counted(t, 'answer', total)}
        </Typography.Text>
        <Button onClick={previous} disabled={index === 0 && query.offset === 0}>
          {t('Previous (k)')}
        </Button>
        <Button onClick={next} disabled={!current}>
          {t('Next (j)')}
        </Button>
      </Flex>
      <ErrorAlert error={queue.error} gap={12} />
      {!queue.data && queue.isFetching ? (
        <Spin />
      ) : !current ? (
        <Result
          status="success"
          title={
            query.filter === 'unmarked' ? t('Every answer here is marked') : t('No answers in this list')
          }
          extra={
            <Button onClick={() => setFilter(query.filter === 'unmarked' ? 'notReviewed' : 'all')}>
              {query.filter === 'unmarked' ? t('Show answers not reviewed yet') : t('Show all answers')}
            </Button>
          }
        />
      ) : (
        <Flex gap={16} wrap align="flex-start">
          <div style={{ flex: '2 1 420px', minWidth: 0 }}>
            <AnswerView answer={current} />
          </div>
          <div style={{ flex: '1 1 300px', minWidth: 260 }}>
            <MarksForm
              key={`${current.attemptId}-${current.marks}-${current.reviewedAt}`}
              ref={formRef}
              answer={current}
              point={question?.point ?? 0}
              review={review}
              saving={give.isPending || saving.busy}
              onSave={() => saving.submit()}
            />
            <ShortcutHelp />
          </div>
        </Flex>
      )}
    </div>
  );
}
