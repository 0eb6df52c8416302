import { deviceTimeZone } from '@lms/browser/device-time-zone';
import { personalDeadline } from '@lms/domain';
import { errorTitleOrMessage } from '@lms/domain/client';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { Alert, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useT } from '../../../lib/i18n/use-t';
import { getQueryClient } from '../../../lib/query-client';
import { getExamPreview } from '../api/get-exam-preview';
import { LiveExamHeader } from '../components/live-exam-header';
import { QuestionCard } from '../components/question-card';
import type { QuestionAnswer } from '../components/question-input';
import { TickingSubmissionBar } from '../components/ticking-submission-bar';

/**
 * Staff preview of an exam (`/exam-preview/{examId}?groupId=`): the live exam page's header and
 * question cards with the paper a student would get now. Answers stay on the page; nothing is sent.
 */
export function ExamPreviewPage() {
  // Outside the signed-in layout, which provides the query client to the student's pages.
  return (
    <QueryClientProvider client={getQueryClient()}>
      <ExamPreview />
    </QueryClientProvider>
  );
}

function ExamPreview() {
  const { t } = useT();
  const { examId = '' } = useParams();
  const [search] = useSearchParams();
  const groupId = search.get('groupId');
  const query = useQuery({
    queryKey: ['exam', 'preview', examId, groupId],
    queryFn: () => getExamPreview(examId, groupId),
    retry: false,
  });
  const [answers, setAnswers] = useState<Record<string, QuestionAnswer>>({});
  const timeZone = deviceTimeZone();
  const exam = query.data;
  // Each question's handler, the same function from one render to the next: an answer draws only its
  // own card (the cards are memoised), as on the live exam page.
  const onAnswerOf = useMemo(
    () =>
      new Map(
        (exam?.questions ?? []).map((question) => [
          question._id,
          (next: QuestionAnswer) => setAnswers((a) => ({ ...a, [question._id]: next })),
        ]),
      ),
    [exam?.questions],
  );

  if (query.isPending)
    return (
      <div style={{ display: 'flex', justifyContent: 'center', padding: 64 }}>
        <Spin role="status" size="large" aria-label={t('Loading')} />
      </div>
    );
  if (!exam)
    return (
      <Alert type="error" showIcon message={t(errorTitleOrMessage(query.error))} style={{ margin: 12 }} />
    );

  const timing = { durationMinutes: exam.duration, endsAt: exam.endsAt, isPractice: exam.isPracticeExam };
  const answered = Object.values(answers).filter((a) => a.answer.some((v) => v !== '' && v !== 'N')).length;
  return (
    <div style={{ padding: 12 }}>
      <Alert type="info" banner message={t('Preview: answers are not saved.')} style={{ marginBottom: 12 }} />
      <LiveExamHeader
        exam={exam}
        subjectNames={exam.subjectNames}
        endsAt={personalDeadline(exam.studentStartsAt, timing)}
        online
        timeZone={timeZone}
      />
      {exam.questions.map((question, index) => (
        <QuestionCard
          key={question._id}
          question={question}
          number={index + 1}
          value={answers[question._id]?.answer}
          extra={answers[question._id]?.extra}
          saved={false}
          state="none"
          disabled={false}
          onAnswer={onAnswerOf.get(question._id)!}
        />
      ))}
      <TickingSubmissionBar
        answered={answered}
        total={exam.questions.length}
        deadline={personalDeadline(exam.studentStartsAt, timing)}
        disabled
      />
    </div>
  );
}
