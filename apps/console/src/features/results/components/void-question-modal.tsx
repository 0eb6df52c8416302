import type { VoidKind } from '@lms/domain';
import type { ItemAnalysisView } from '@lms/domain/contract';
import { RichText } from '@lms/rich-text';
import { Alert, App, Modal, Radio, Space } from 'antd';
import { useEffect, useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { confirmRescore } from '../../../components/rescore-impact';
import { useSubmitGuard } from '../../../components/use-submit-guard';
import { useT } from '../../../lib/i18n/use-t';
import {
  previewQuestionVoid,
  useRefreshResults,
  useRescoreStatus,
  useVoidQuestion,
} from '../api/results-api';

/** The choice of the form: a kind of void, or `none` (scored as usual: the undo of a void). */
type Choice = VoidKind | 'none';

/**
 * "Void question": give everyone the question's marks, drop it from the total, or (when voided) score
 * it as usual again; the impact on the results is previewed and confirmed, then the re-score followed
 * until it is done (the figures reload).
 */
export function VoidQuestionModal({
  examId,
  item,
  onClose,
}: {
  examId: string;
  item: ItemAnalysisView | null;
  onClose: () => void;
}) {
  const i18n = useT();
  const { t } = i18n;
  const { modal } = App.useApp();
  const [choice, setChoice] = useState<Choice>('fullMarks');
  const [previewError, setPreviewError] = useState<unknown>(null);
  const save = useVoidQuestion(examId);
  const voiding = useSubmitGuard(async (questionId: string) => {
    setPreviewError(null);
    const kind = choice === 'none' ? null : choice;
    let impact: Awaited<ReturnType<typeof previewQuestionVoid>>;
    try {
      impact = await previewQuestionVoid(examId, questionId, kind);
    } catch (error) {
      setPreviewError(error);
      return;
    }
    if (!(await confirmRescore(modal, impact, i18n))) return;
    await save.mutateAsync({ questionId, kind, confirmRescore: impact.needsConfirmation });
  });
  const refresh = useRefreshResults();
  const rescore = useRescoreStatus(examId, save.data?.rescore.requestedAt);
  useEffect(() => {
    setChoice(item?.voided ? 'none' : 'fullMarks');
    save.reset();
  }, [item, save.reset]);
  const done = save.isSuccess && rescore.data?.pending === false;
  useEffect(() => {
    if (done) void refresh();
  }, [done, refresh]);
  if (!item) return null;
  const unchanged = (item.voided ?? 'none') === choice;
  return (
    <Modal
      open
      title={t('Void question')}
      onCancel={onClose}
      okText={save.isSuccess ? t('Done') : t('Save and re-score')}
      onOk={() => (save.isSuccess ? onClose() : voiding.submit(item.questionId))}
      okButtonProps={{ disabled: !save.isSuccess && unchanged }}
      confirmLoading={save.isPending || voiding.busy}
      cancelButtonProps={{ style: save.isSuccess ? { display: 'none' } : undefined }}
      destroyOnHidden
    >
      <RichText text={item.title} />
      <ErrorAlert error={save.error ?? previewError} />
      {!save.isSuccess && (
        <Radio.Group value={choice} onChange={(e) => setChoice(e.target.value)} style={{ marginTop: 12 }}>
          <Space direction="vertical">
            <Radio value="fullMarks">{t('Give everyone the marks (answered or not)')}</Radio>
            <Radio value="dropped">
              {t('Drop it from the total (nobody gets marks; the total shrinks)')}
            </Radio>
            {item.voided && <Radio value="none">{t('Undo the void: score it as usual')}</Radio>}
          </Space>
        </Radio.Group>
      )}
      {save.isSuccess && (
        <Alert
          style={{ marginTop: 12 }}
          type={done ? 'success' : 'info'}
          showIcon
          title={done ? t('Every attempt was scored again.') : t('Scoring every attempt again…')}
        />
      )}
    </Modal>
  );
}
