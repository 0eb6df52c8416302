import type { RescoreImpactView } from '@lms/domain/contract';
import type { UseMutationResult } from '@tanstack/react-query';
import { App } from 'antd';
import { useEffect, useState } from 'react';
import { confirmRescore } from '../../../components/rescore-impact';
import { useSubmitGuard } from '../../../components/use-submit-guard';
import { useT } from '../../../lib/i18n/use-t';
import { useRefreshResults, useRescoreStatus } from '../api/results-api';

/**
 * A change that re-scores an exam's results (a key fix, a void), as its dialog makes it: the impact is
 * previewed and confirmed before anything is saved; then the re-score is followed until it is done,
 * when the figures reload. `previewError` is a refused preview (nothing was saved).
 */
export function usePreviewedRescore<Input, Saved extends { rescore: { requestedAt: string | null } }>(
  examId: string,
  save: UseMutationResult<Saved, Error, Input & { confirmRescore: boolean }>,
  preview: (input: Input) => Promise<RescoreImpactView>,
) {
  const i18n = useT();
  const { modal } = App.useApp();
  const [previewError, setPreviewError] = useState<unknown>(null);
  const guard = useSubmitGuard(async (input: Input) => {
    setPreviewError(null);
    let impact: RescoreImpactView;
    try {
      impact = await preview(input);
    } catch (error) {
      setPreviewError(error);
      return;
    }
    if (!(await confirmRescore(modal, impact, i18n))) return;
    await save.mutateAsync({ ...input, confirmRescore: impact.needsConfirmation });
  });
  const refresh = useRefreshResults();
  const rescore = useRescoreStatus(examId, save.data?.rescore.requestedAt);
  const done = save.isSuccess && rescore.data?.pending === false;
  useEffect(() => {
    if (done) void refresh();
  }, [done, refresh]);
  return { submit: guard.submit, busy: guard.busy || save.isPending, previewError, done };
}
