import { ApiError } from '@lms/domain/client';
import type { RescoreImpactView } from '@lms/domain/contract';
import type { HookAPI } from 'antd/es/modal/useModal';
import type { useT } from '../lib/i18n/use-t';
import { ChangedResultsTable } from './changed-results-table';
import { counted } from './count-text';

/** The shown language's `t` and `n`, as `useT()` gives them. */
type Localized = Pick<ReturnType<typeof useT>, 't' | 'n'>;

/**
 * The impact of a re-score for the confirmation: counts and the largest moves by name as sentences,
 * then the students whose result changes.
 */
export function RescoreImpactSummary({ impact, i18n }: { impact: RescoreImpactView; i18n: Localized }) {
  const { t, n } = i18n;
  const move = (m: RescoreImpactView['largestRise']) =>
    m ? t('{{name}}: position {{from}} → {{to}}', { name: m.name, from: n(m.from), to: n(m.to) }) : null;
  const rise = move(impact.largestRise);
  const fall = move(impact.largestFall);
  return (
    <div data-testid="rescore-impact">
      <p>
        {t('{{changed}} of {{results}} will change.', {
          changed: counted(t, 'result', impact.changed),
          results: n(impact.results),
        })}{' '}
        {t('{{students}} with a published result will be told.', {
          students: counted(t, 'student', impact.publishedChanged),
        })}
      </p>
      <p>
        {t('Merit positions that move: {{count}}.', { count: n(impact.positionsMoved) })}{' '}
        {impact.passChanged > 0
          ? t('Pass or fail changes for {{students}}.', {
              students: counted(t, 'student', impact.passChanged),
            })
          : null}
      </p>
      {rise ? <p>{t('Largest rise: {{move}}', { move: rise })}</p> : null}
      {fall ? <p>{t('Largest fall: {{move}}', { move: fall })}</p> : null}
      <ChangedResultsTable impact={impact} i18n={i18n} />
    </div>
  );
}

/**
 * Asks the staff member to confirm a change that re-scores results, showing its impact; true when
 * they confirm. An impact that changes no result needs no question (true at once).
 */
export function confirmRescore(modal: HookAPI, impact: RescoreImpactView, i18n: Localized): Promise<boolean> {
  const { t } = i18n;
  if (!impact.needsConfirmation) return Promise.resolve(true);
  return new Promise((resolve) => {
    modal.confirm({
      title: t('Re-score the results?'),
      // wide enough for the table of changed results
      width: 760,
      content: <RescoreImpactSummary impact={impact} i18n={i18n} />,
      okText: t('Save and re-score'),
      cancelText: t('Cancel'),
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}

/**
 * Whether a save was refused for want of the re-score's confirmation (409 `rescoreNotConfirmed`, its
 * message naming the impact), for the forms without a preview of their own (a group's cut marks).
 */
export function isUnconfirmedRescore(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === 'rescoreNotConfirmed';
}

/** Asks to confirm the re-score the server refused unconfirmed, with its words; true when confirmed. */
export function confirmRefusedRescore(modal: HookAPI, error: ApiError, i18n: Localized): Promise<boolean> {
  const { t } = i18n;
  return new Promise((resolve) => {
    modal.confirm({
      title: t('Re-score the results?'),
      content: error.message,
      okText: t('Save and re-score'),
      cancelText: t('Cancel'),
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}
