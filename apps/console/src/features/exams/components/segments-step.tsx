import type { Translate } from '@lms/browser/i18n';
import { Alert, Form, InputNumber, Select, Typography } from 'antd';
import { counted } from '../../../components/count-text';
import { useT } from '../../../lib/i18n/use-t';
import { SECTIONS, type SectionKey, type StepProps, segmentSubjects } from './exam-draft';

/** A section's subjects field: its label and what it holds, in the shown language. */
function sectionTexts(t: Translate, key: SectionKey): { label: string; help: string } {
  if (key === 'mandatory') return { label: t('Mandatory subjects'), help: t('Every student sits these.') };
  if (key === 'compulsoryOptional')
    return {
      label: t('Compulsory optional subjects'),
      help: t('A student picks at least the minimum below.'),
    };
  return { label: t('Optional subjects'), help: t('Picked to reach the total number of subjects.') };
}

/** The ids that tie each visible label to its control. */
const FIELD = {
  totalSubjects: 'exam-total-subjects',
  totalQuestions: 'exam-total-questions',
  leastCompulsoryOptional: 'exam-least-compulsory-optional',
  section: (key: SectionKey) => `exam-section-${key}`,
} as const;

/**
 * A segmented exam's subjects by section, how many subjects and questions a student sits, and the
 * least compulsory optional subjects. Each subject's question count is its questions on the paper.
 */
export function SegmentsStep({ draft, subjects, onChange }: StepProps) {
  const { t } = useT();
  if (!draft.isSegmentedExam)
    return (
      <Alert
        type="info"
        showIcon
        title={t('Not a segmented exam')}
        description={t(
          'Every student sits every question. Turn on “Segmented exam” in Settings to let students choose subjects.',
        )}
      />
    );
  const used = new Set(segmentSubjects(draft));
  const counts = new Map<string, number>();
  for (const q of draft.questions) {
    const id = q.question.subjectId;
    if (id) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  const setSection = (key: SectionKey, ids: string[]) =>
    onChange({ sections: { ...draft.sections, [key]: ids } });
  return (
    <Form layout="vertical" requiredMark={false} style={{ maxWidth: 720 }}>
      {SECTIONS.map((key) => (
        <Form.Item
          key={key}
          label={sectionTexts(t, key).label}
          htmlFor={FIELD.section(key)}
          extra={sectionTexts(t, key).help}
        >
          <Select
            id={FIELD.section(key)}
            mode="multiple"
            showSearch={{ optionFilterProp: 'label' }}
            value={draft.sections[key]}
            onChange={(ids: string[]) => setSection(key, ids)}
            options={subjects
              .filter((s) => !used.has(s._id) || draft.sections[key].includes(s._id))

              .map((s) => ({
                value: s._id,
                label: `${s.name} (${s.courseName}) · ${counted(t, 'question', counts.get(s._id) ?? 0)}`,
              }))}
          />
        </Form.Item>
      ))}
      <Typography.Paragraph type="secondary">
        {t('A student sits the mandatory subjects and chooses the others to make the totals below.')}
      </Typography.Paragraph>
      <Form.Item label={t('Subjects a student sits')} htmlFor={FIELD.totalSubjects}>
        <InputNumber
          id={FIELD.totalSubjects}
          min={1}
          max={50}
          value={draft.totalSubjects}
          onChange={(v) => onChange({ totalSubjects: v ?? 1 })}
        />
      </Form.Item>
      <Form.Item label={t('Questions a student sits')} htmlFor={FIELD.totalQuestions}>
        <InputNumber
          id={FIELD.totalQuestions}
          min={1}
          max={5000}
          value={draft.totalQuestions}
          onChange={(v) => onChange({ totalQuestions: v ?? 1 })}
        />
      </Form.Item>
      <Form.Item label={t('Least compulsory optional subjects')} htmlFor={FIELD.leastCompulsoryOptional}>
        <InputNumber
          id={FIELD.leastCompulsoryOptional}
          min={0}
          max={50}
          value={draft.minimumCompulsoryOptionalSubjects}
          onChange={(v) => onChange({ minimumCompulsoryOptionalSubjects: v ?? 0 })}
        />
      </Form.Item>
    </Form>
  );
}
