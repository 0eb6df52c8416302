import type { QuestionUpdateImpactView } from '@lms/domain/contract';
import type { HookAPI } from 'antd/es/modal/useModal';
import { RescoreImpactSummary } from '../../../components/rescore-impact';
import type { useT } from '../../../lib/i18n/use-t';

/** The shown language's `t` and `n`, as `useT()` gives them. */
type Localized = Pick<ReturnType<typeof useT>, 't' | 'n'>;

/**
 * Asks to confirm a question change that re-scores the exams following it, showing each exam's
 * impact under its title; true when confirmed. A change that changes no result asks nothing.
 */
export function confirmQuestionRescore(
  modal: HookAPI,
  impact: QuestionUpdateImpactView,
  i18n: Localized,
): Promise<boolean> {
  const { t } = i18n;
  if (!impact.needsConfirmation) return Promise.resolve(true);
  return new Promise((resolve) => {
    modal.confirm({
      title: t('Re-score the results?'),
      width: 760,
      content: (
        <>
          <p>{t('Exams not published yet use this question and will be scored again:')}</p>
          {impact.exams
            .filter((exam) => exam.needsConfirmation)
            .map((exam) => (
              <section key={exam.examId} aria-label={exam.title}>
                <strong>{exam.title}</strong>
                <RescoreImpactSummary impact={exam} i18n={i18n} />
              </section>
            ))}
        </>
      ),
      okText: t('Save and re-score'),
      cancelText: t('Cancel'),
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}
