import type { VoidKind } from '@lms/domain';
import type { ItemAnalysisView } from '@lms/domain/contract';
import { RichText } from '@lms/rich-text';
import { Alert, Modal, Radio, Space } from 'antd';
import { useEffect, useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { useT } from '../../../lib/i18n/use-t';
import { previewQuestionVoid, useVoidQuestion } from '../api/results-api';
import { usePreviewedRescore } from './use-previewed-rescore';

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
  const { t } = useT();
  const [choice, setChoice] = useState<Choice>('fullMarks');
  const save = useVoidQuestion(examId);
  const voiding = usePreviewedRescore(examId, save, (input: { questionId: string; kind: VoidKind | null }) =>
    previewQuestionVoid(examId, input.questionId, input.kind),
  );
  const { done } = voiding;
  useEffect(() => {
    setChoice(item?.voided ? 'none' : 'fullMarks');
    save.reset();
  }, [item, save.reset]);
  if (!item) return null;
  const unchanged = (item.voided ?? 'none') === choice;
  return (
    <Modal
      open
      title={t('Void question')}
      onCancel={onClose}
      okText={save.isSuccess ? t('Done') : t('Save and re-score')}
      onOk={() =>
        save.isSuccess
          ? onClose()
          : voiding.submit({ questionId: item.questionId, kind: choice === 'none' ? null : choice })
      }
      okButtonProps={{ disabled: !save.isSuccess && unchanged }}
      confirmLoading={voiding.busy}
      cancelButtonProps={{ style: save.isSuccess ? { display: 'none' } : undefined }}
      destroyOnHidden
    >
      <RichText text={item.title} />
      <ErrorAlert error={save.error ?? voiding.previewError} />
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
