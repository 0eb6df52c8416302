import { Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useT } from '../../../lib/i18n/use-t';
import { ExamPicker } from '../components/exam-picker';
import { MarkingScreen } from '../components/marking-screen';
import { QuestionList } from '../components/question-list';

/**
 * Marking written answers: pick an exam, then one of its written questions (with progress), then mark
 * its answers one at a time from the keyboard. Where the examiner is lives in the address
 * (`?exam=…&question=…&mode=review`), so the browser's back button and a reload keep it.
 */
export function MarkingPage() {
  const { t } = useT();
  const [params, setParams] = useSearchParams();
  const examId = params.get('exam');
  const questionId = params.get('question');
  const review = params.get('mode') === 'review';
  const go = (next: Record<string, string | undefined>) => {
    const p = new URLSearchParams();
    for (const [k, v] of Object.entries(next)) if (v) p.set(k, v);
    setParams(p);
  };

  return (
    <section aria-labelledby="marking-title">
      <Typography.Title id="marking-title" level={3} style={{ marginTop: 0 }}>
        {t('Marking')}
      </Typography.Title>
      {!examId ? (
        <ExamPicker onPick={(exam) => go({ exam })} />
      ) : !questionId ? (
        <QuestionList
          examId={examId}
          onBack={() => go({})}
          onPick={(question, mode) => go({ exam: examId, question, mode })}
        />
      ) : (
        <MarkingScreen
          key={`${questionId}-${review}`}
          examId={examId}
          questionId={questionId}
          review={review}
          onBack={() => go({ exam: examId })}
          onMode={(mode) => go({ exam: examId, question: questionId, mode })}
        />
      )}
    </section>
  );
}
