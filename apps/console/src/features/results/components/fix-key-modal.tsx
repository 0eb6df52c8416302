import type { ItemAnalysisView } from '@lms/domain/contract';
import { RichText } from '@lms/rich-text';
import { Alert, Checkbox, Descriptions, Modal, Radio, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { useT } from '../../../lib/i18n/use-t';
import { previewAnswerKeyFix, useFixAnswerKey } from '../api/results-api';
import { usePreviewedRescore } from './use-previewed-rescore';

/** An option as the paper shows its text, formulas drawn (an image option shows its key). */
const optionLabel = (o: ItemAnalysisView['options'][number]) =>
  o.image ? `Image: ${o.text}` : <RichText as="span" text={o.text} />;

/** The key as a reader says it: MCQ/checkbox the option texts, MCA true/false per statement. */
function keyText(item: ItemAnalysisView, key: readonly string[]): string {
  if (item.type === 'MCA') return item.options.map((o, i) => `${o.text}: ${key[i] ?? '?'}`).join('; ');
  return key.join(', ');
}

/**
 * "Fix answer key": pick the right option(s) of one question for this exam, see the key before and
 * after, and follow the re-score of every attempt until it is done (then the figures reload).
 */
export function FixKeyModal({
  examId,
  item,
  onClose,
}: {
  examId: string;
  item: ItemAnalysisView | null;
  onClose: () => void;
}) {
  const { t } = useT();
  const [answer, setAnswer] = useState<string[]>([]);
  const fix = useFixAnswerKey(examId);
  const fixing = usePreviewedRescore(examId, fix, (input: { questionId: string; answer: string[] }) =>
    previewAnswerKeyFix(examId, input.questionId, input.answer),
  );
  const { done } = fixing;
  useEffect(() => {
    setAnswer(item?.key ?? []);
    fix.reset();
  }, [item, fix.reset]);
  if (!item) return null;
  return (
    <Modal
      open
      title={t('Fix answer key')}
      onCancel={onClose}
      okText={fix.isSuccess ? t('Done') : t('Save key and re-score')}
      onOk={() => (fix.isSuccess ? onClose() : fixing.submit({ questionId: item.questionId, answer }))}
      confirmLoading={fixing.busy}
      cancelButtonProps={{ style: fix.isSuccess ? { display: 'none' } : undefined }}
      destroyOnHidden
    >
      <RichText text={item.title} />
      <ErrorAlert error={fix.error ?? fixing.previewError} />
      {!fix.isSuccess && item.type === 'MCQ' && (
        <Radio.Group value={answer[0]} onChange={(e) => setAnswer([e.target.value])}>
          <Space direction="vertical">
            {item.options.map((o) => (
              <Radio key={o.text} value={o.text}>
                {optionLabel(o)}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      )}
      {!fix.isSuccess && item.type === 'checkbox' && (
        <Checkbox.Group
          value={answer}
          onChange={(v) => setAnswer(item.options.map((o) => o.text).filter((t) => v.includes(t)))}
          options={item.options.map((o) => ({ value: o.text, label: optionLabel(o) }))}
        />
      )}
      {!fix.isSuccess && item.type === 'MCA' && (
        <Space direction="vertical">
          {item.options.map((o, i) => (
            <Space key={o.text}>
              <Typography.Text>
                <RichText as="span" text={o.text} />
              </Typography.Text>
              <Radio.Group
                aria-label={o.text}
                value={answer[i]}
                onChange={(e) =>
                  setAnswer(item.options.map((_, j) => (j === i ? e.target.value : (answer[j] ?? 'false'))))
                }
                options={[
                  { value: 'true', label: t('True') },
                  { value: 'false', label: t('False') },
                ]}
              />
            </Space>
          ))}
        </Space>
      )}
      <Descriptions size="small" column={1} style={{ marginTop: 16 }} bordered>
        <Descriptions.Item label={t('Before')}>
          <RichText as="span" text={keyText(item, fix.data?.before ?? item.key)} />
        </Descriptions.Item>
        <Descriptions.Item label={t('After')}>
          <RichText as="span" text={keyText(item, fix.data?.after ?? answer)} />
        </Descriptions.Item>
      </Descriptions>
      {fix.isSuccess && (
        <Alert
          style={{ marginTop: 12 }}
          type={done ? 'success' : 'info'}
          showIcon
          title={
            done ? t('Every attempt was scored again with the new key.') : t('Scoring every attempt again…')
          }
        />
      )}
    </Modal>
  );
}
