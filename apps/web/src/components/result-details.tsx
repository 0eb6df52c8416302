import type { TimeZone } from '@lms/domain';
import type { ExamResultView } from '@lms/domain/contract';
import { Alert, Spin } from 'antd';
import { Suspense } from 'react';
import { useT } from '../lib/i18n/use-t';
import { lazyNamed } from '../lib/lazy-named';
import { resultFigures, resultSubjectNames } from '../lib/result-figures';
import { ResultSummary } from './result-summary';

const ResultQuestions = lazyNamed(() => import('./exam-paper/result-questions'), 'ResultQuestions');

/**
 * A result as its student reads it (the student's result page and a guardian's view of a child's):
 * the summary of figures, the exam's feedback for its score, then the questions with the answers given
 * and the key (loaded apart: the math and media renderers are large), or a word that the key is not shown.
 */
export function ResultDetails({ result, timeZone }: { result: ExamResultView; timeZone: TimeZone }) {
  const { t } = useT();
  return (
    <>
      <ResultSummary result={result} figures={resultFigures(result)} timeZone={timeZone} />
      {result.feedback ? (
        <Alert
          type="info"
          showIcon
          style={{ margin: '12px 0' }}
          message={t('Feedback')}
          description={result.feedback}
        />
      ) : null}
      {result.shows && !result.shows.key ? (
        <Alert
          type="warning"
          style={{ margin: '12px 0' }}
          message={t('The answers and the key are not shown for this result yet, or not for this exam.')}
        />
      ) : (
        <Suspense
          fallback={
            <div role="status" aria-label={t('Loading questions')}>
              <Spin />
            </div>
          }
        >
          <ResultQuestions
            answers={result.answers}
            bySubject={result.examId.isSegmentedExam}
            subjectNames={resultSubjectNames(result)}
          />
        </Suspense>
      )}
    </>
  );
}
