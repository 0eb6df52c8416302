import { Alert, Checkbox, Flex, Form, Input, InputNumber, Radio } from 'antd';
import { RichTextPreview } from '../../../components/rich-text-preview';
import { useT } from '../../../lib/i18n/use-t';
import { DeliverySettings } from './delivery-settings';
import type { StepProps } from './exam-draft';
import { type NumberSetting, SETTING_RANGES, settingsOutOfRange } from './setting-ranges';

/** The ids that tie each visible label to its control (or its group of controls). */
const FIELD = {
  examTitle: 'exam-title',
  kind: 'exam-kind',
  retakeLimit: 'exam-retake-limit',
  instruction: 'exam-instruction',
  negativeMarking: 'exam-negative-marking',
  negativeMark: 'exam-negative-mark',
  passMark: 'exam-pass-mark',
  shuffling: 'exam-shuffling',
} as const;

const BARE_FIELDSET = { border: 0, margin: 0, padding: 0, minInlineSize: 0 };

/**
 * The exam's settings: title, live or practice (with its retakes), segmented, marking, shuffling, and how
 * the paper is delivered and its result shown.
 */
export function SettingsStep({ draft, onChange }: Omit<StepProps, 'subjects'>) {
  const { t } = useT();
  const wrong = new Set(settingsOutOfRange(draft));
  // No min/max on the inputs: antd would clamp a value out of range on blur without a word.
  const check = (setting: NumberSetting) => {
    if (!wrong.has(setting)) return {};
    const { min, max, whole } = SETTING_RANGES[setting];
    return {
      validateStatus: 'error' as const,
      help: whole
        ? t('Enter a whole number from {{min}} to {{max}}', { min, max })
        : t('Enter a number from {{min}} to {{max}}', { min, max }),
    };
  };
  return (
    <Form layout="vertical" requiredMark={false} style={{ maxWidth: 640 }}>
      <Form.Item label={t('Title')} htmlFor={FIELD.examTitle} required>
        <Input
          id={FIELD.examTitle}
          value={draft.title}
          maxLength={300}
          onChange={(e) => onChange({ title: e.target.value })}
        />
      </Form.Item>
      <Form.Item
        label={<span id={`${FIELD.kind}-label`}>{t('Kind')}</span>}
        extra={t(
          'A live exam has a window per group and is taken once; a practice exam has no end and can be retaken.',
        )}
      >
        <Radio.Group
          aria-labelledby={`${FIELD.kind}-label`}
          value={draft.isPracticeExam ? 'practice' : 'live'}
          onChange={(e) => onChange({ isPracticeExam: e.target.value === 'practice' })}
          options={[
            { value: 'live', label: t('Live exam') },
            { value: 'practice', label: t('Practice exam') },
          ]}
        />
      </Form.Item>
      {draft.isPracticeExam && (
        <Form.Item
          label={t('Retakes allowed')}
          htmlFor={FIELD.retakeLimit}
          extra={t('How many times a student may retake this exam. Blank: unlimited; 0: none.')}
          {...check('retakeLimit')}
        >
          <InputNumber
            id={FIELD.retakeLimit}
            placeholder={t('Unlimited')}
            value={draft.retakeLimit}
            onChange={(v) => onChange({ retakeLimit: v ?? null })}
          />
        </Form.Item>
      )}
      <Form.Item
        extra={t(
          'Students choose their subjects (mandatory, compulsory optional, optional) before they start.',
        )}
      >
        <Checkbox
          checked={draft.isSegmentedExam}
          onChange={(e) => onChange({ isSegmentedExam: e.target.checked })}
        >
          {t('Segmented exam')}
        </Checkbox>
      </Form.Item>
      <Form.Item
        label={t('Instructions')}
        htmlFor={FIELD.instruction}
        extra={t('Shown to students before they start, as written: line breaks kept, maths between $...$.')}
      >
        <Input.TextArea
          id={FIELD.instruction}
          rows={3}
          value={draft.instruction}
          onChange={(e) => onChange({ instruction: e.target.value })}
        />
      </Form.Item>
      <RichTextPreview
        text={draft.instruction}
        label={t('Instructions as students see them')}
        style={{ margin: '-8px 0 16px' }}
      />
      <Form.Item
        label={<span id={`${FIELD.negativeMarking}-label`}>{t('Negative marking')}</span>}
        extra={t('What a wrong answer takes off. The result page and the merit list score by this.')}
      >
        <Radio.Group
          aria-labelledby={`${FIELD.negativeMarking}-label`}
          value={draft.negativeMarking}
          onChange={(e) => onChange({ negativeMarking: e.target.value })}
        >
          <Flex vertical gap={4}>
            <Radio value="none">{t('None: a wrong answer loses nothing')}</Radio>
            <Radio value="fraction">{t("A fraction of each question's marks")}</Radio>
            <Radio value="questionMarks">
              {t("Each question's own negative marks (from the question bank)")}
            </Radio>
          </Flex>
        </Radio.Group>
      </Form.Item>
      {draft.negativeMarking === 'fraction' && (
        <Form.Item
          label={t('Fraction taken off')}
          htmlFor={FIELD.negativeMark}
          extra={t('0.25 takes a quarter: a wrong answer to a 2-mark question loses 0.5.')}
          {...check('negativeMarkPerQuestion')}
          {...(wrong.has('negativeMarkPerQuestion') ? { help: t('Enter a number above 0, at most 1') } : {})}
        >
          <InputNumber
            id={FIELD.negativeMark}
            step={0.05}
            value={draft.negativeMarkPerQuestion}
            onChange={(v) => onChange({ negativeMarkPerQuestion: v ?? 0 })}
          />
        </Form.Item>
      )}
      {draft.negativeMarking === 'questionMarks' && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message={t(
            'A wrong answer loses the negative marks its question has in the question bank (never more than its marks in this exam); a question without them loses nothing.',
          )}
        />
      )}
      <Form.Item
        label={t('Pass mark (%)')}
        htmlFor={FIELD.passMark}
        required
        extra={t('A new exam starts with the pass mark most of the institute’s recent exams use.')}
        {...(draft.passMark === null
          ? { validateStatus: 'error' as const, help: t('Set the pass mark.') }
          : check('passMark'))}
      >
        <InputNumber
          id={FIELD.passMark}
          value={draft.passMark}
          onChange={(v) => onChange({ passMark: v ?? null })}
        />
      </Form.Item>
      <Form.Item
        label={<span id={`${FIELD.shuffling}-label`}>{t('Shuffling')}</span>}
        extra={t('Each student gets an own order.')}
      >
        {/* Two checkboxes under one label: the label names their group. */}
        <fieldset aria-labelledby={`${FIELD.shuffling}-label`} style={BARE_FIELDSET}>
          <Checkbox
            checked={draft.shuffleQuestions}
            onChange={(e) => onChange({ shuffleQuestions: e.target.checked })}
          >
            {t('Shuffle the questions')}
          </Checkbox>
          <Checkbox
            checked={draft.shuffleOptions}
            onChange={(e) => onChange({ shuffleOptions: e.target.checked })}
          >
            {t("Shuffle each question's options")}
          </Checkbox>
        </fieldset>
      </Form.Item>
      <DeliverySettings draft={draft} onChange={onChange} />
    </Form>
  );
}
