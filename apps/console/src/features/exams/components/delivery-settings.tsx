import type { ExamDelivery, FeedbackBand } from '@lms/domain';
import { Button, Flex, Form, Input, InputNumber, Radio } from 'antd';
import { useT } from '../../../lib/i18n/use-t';
import { deliveryProblems } from './delivery-checks';
import type { StepProps } from './exam-draft';

const FIELD = {
  perPage: 'exam-questions-per-page',
  navigation: 'exam-navigation',
  resultShows: 'exam-result-shows',
  resultTiming: 'exam-result-timing',
  bands: 'exam-feedback-bands',
} as const;

const BARE_FIELDSET = { border: 0, margin: 0, padding: 0, minInlineSize: 0 };

/** How the paper is delivered (pages, navigation) and what students see after (contents, timing, feedback). */
export function DeliverySettings({ draft, onChange }: Omit<StepProps, 'subjects'>) {
  const { t } = useT();
  const delivery = draft.delivery;
  const wrong = new Set(deliveryProblems(delivery));
  const set = (change: Partial<ExamDelivery>) => onChange({ delivery: { ...delivery, ...change } });
  const setBand = (index: number, change: Partial<FeedbackBand>) =>
    set({ feedbackBands: delivery.feedbackBands.map((b, i) => (i === index ? { ...b, ...change } : b)) });
  const error = (problem: 'questionsPerPage' | 'feedbackBands', help: string) =>
    wrong.has(problem) ? { validateStatus: 'error' as const, help } : {};
  return (
    <>
      <Form.Item
        label={t('Questions per page')}
        htmlFor={FIELD.perPage}
        extra={t('How many questions the student sees at a time. Blank: all on one page.')}
        {...error(
          'questionsPerPage',
          t('Enter a whole number from {{min}} to {{max}}', { min: 1, max: 1000 }),
        )}
      >
        <InputNumber
          id={FIELD.perPage}
          placeholder={t('All')}
          value={delivery.questionsPerPage}
          onChange={(v) => set({ questionsPerPage: v ?? null })}
        />
      </Form.Item>
      <Form.Item label={<span id={`${FIELD.navigation}-label`}>{t('Navigation')}</span>}>
        <Radio.Group
          aria-labelledby={`${FIELD.navigation}-label`}
          value={delivery.navigation}
          onChange={(e) => set({ navigation: e.target.value })}
        >
          <Flex vertical gap={4}>
            <Radio value="free">{t('Free: any page, in any order')}</Radio>
            <Radio value="sequential">{t('Sequential: page by page, no going back')}</Radio>
          </Flex>
        </Radio.Group>
      </Form.Item>
      <Form.Item
        label={<span id={`${FIELD.resultShows}-label`}>{t('After the exam, students see')}</span>}
        extra={t('The key and explanations are never sent to a student before they may see them.')}
      >
        <Radio.Group
          aria-labelledby={`${FIELD.resultShows}-label`}
          value={delivery.resultShows}
          onChange={(e) => set({ resultShows: e.target.value })}
        >
          <Flex vertical gap={4}>
            <Radio value="marks">{t('Marks only')}</Radio>
            <Radio value="marksKey">{t('Marks and the key')}</Radio>
            <Radio value="marksKeyExplanations">{t('Marks, the key and explanations')}</Radio>
          </Flex>
        </Radio.Group>
      </Form.Item>
      <Form.Item
        label={<span id={`${FIELD.resultTiming}-label`}>{t('Students see it')}</span>}
        extra={
          draft.isPracticeExam
            ? t('A practice exam’s result always shows at once.')
            : t('At once: the key and explanations still wait until every group’s window has closed.')
        }
      >
        <Radio.Group
          aria-labelledby={`${FIELD.resultTiming}-label`}
          disabled={draft.isPracticeExam}
          value={draft.isPracticeExam ? 'atOnce' : delivery.resultTiming}
          onChange={(e) => set({ resultTiming: e.target.value })}
          options={[
            { value: 'atOnce', label: t('At once, after the submit') },
            { value: 'atPublish', label: t('When the results are published') },
          ]}
        />
      </Form.Item>
      <Form.Item
        label={<span id={`${FIELD.bands}-label`}>{t('Feedback by score')}</span>}
        extra={t('A text shown on the result by its percent: from (included) to (excluded; 100 included).')}
        {...error('feedbackBands', t('Bands lie within 0–100 %, do not overlap and each has a text.'))}
      >
        <fieldset aria-labelledby={`${FIELD.bands}-label`} style={BARE_FIELDSET}>
          <Flex vertical gap={8}>
            {delivery.feedbackBands.map((band, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a band has no id; rows are edited in place.
              <Flex key={index} gap={8} wrap align="center">
                <InputNumber
                  aria-label={t('From %')}
                  addonBefore={t('From %')}
                  value={band.from}
                  onChange={(v) => setBand(index, { from: v ?? 0 })}
                  style={{ width: 130 }}
                />
                <InputNumber
                  aria-label={t('To %')}
                  addonBefore={t('To %')}
                  value={band.to}
                  onChange={(v) => setBand(index, { to: v ?? 0 })}
                  style={{ width: 130 }}
                />
                <Input
                  aria-label={t('Feedback text')}
                  value={band.text}
                  maxLength={1000}
                  onChange={(e) => setBand(index, { text: e.target.value })}
                  style={{ flex: '1 1 200px' }}
                />
                <Button
                  onClick={() => set({ feedbackBands: delivery.feedbackBands.filter((_, i) => i !== index) })}
                >
                  {t('Remove')}
                </Button>
              </Flex>
            ))}
            <div>
              <Button
                onClick={() =>
                  set({ feedbackBands: [...delivery.feedbackBands, { from: 0, to: 100, text: '' }] })
                }
              >
                {t('Add a band')}
              </Button>
            </div>
          </Flex>
        </fieldset>
      </Form.Item>
    </>
  );
}
