import type { TimeZone } from '@lms/domain';
import type { ExamResultView } from '@lms/domain/contract';
import { Spin } from 'antd';
import { Suspense } from 'react';
import { useT } from '../lib/i18n/use-t';
import { lazyNamed } from '../lib/lazy-named';
import { resultFigures, resultSubjectNames } from '../lib/result-figures';
import { ResultSummary } from './result-summary';

const ResultQuestions = lazyNamed(() => import('./exam-paper/result-questions'), 'ResultQuestions');

/**
 * A result as its student reads it (the student's result page and a guardian's view of a child's):
 * the summary of figures, then the questions with the answers given (loaded apart: the math and media
 * renderers are large).
 */
export function ResultDetails({ result, timeZone }: { result: ExamResultView; timeZone: TimeZone }) {
  const { t } = useT();
  return (
    <>
      <ResultSummary result={result} figures={resultFigures(result)} timeZone={timeZone} />
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
    </>
  );
}
