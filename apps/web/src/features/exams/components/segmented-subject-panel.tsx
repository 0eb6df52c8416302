import {
  isOptionalSectionVisible,
  normalizeSegmentedSelection,
  type SegmentedExamDetails,
  type SegmentedSelection,
  type SubjectCount,
  segmentedSelectionErrors,
  segmentedSelectionSummary,
} from '@lms/domain';
import { Checkbox, Divider, Typography } from 'antd';
import { countText } from '../../../lib/i18n/count-text';
import { useT } from '../../../lib/i18n/use-t';

/** Props of the subject selection panel. */
export interface SegmentedSubjectPanelProps {
  details: SegmentedExamDetails;
  /** Subject names by id. */
  names: ReadonlyMap<string, string>;
  selection: SegmentedSelection;
  onChange: (selection: SegmentedSelection) => void;
  /** Every checkbox is disabled (a live exam's selection once submitted). */
  disabled: boolean;
}

function Section({
  title,
  subjects,
  names,
  checked,
  locked,
  onToggle,
}: {
  title: string;
  subjects: readonly SubjectCount[];
  names: ReadonlyMap<string, string>;
  checked: readonly string[];
  locked: boolean;
  onToggle?: (subjectId: string, on: boolean) => void;
}) {
  const { t } = useT();
  if (subjects.length === 0) return null;
  return (
    <section aria-label={title} style={{ marginBottom: 12 }}>
      <Typography.Text strong>{title}</Typography.Text>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 4, marginTop: 6 }}>
        {subjects.map((subject) => (
          <Checkbox
            key={subject.subjectId}
            checked={checked.includes(subject.subjectId)}
            disabled={locked}
            onChange={(event) => onToggle?.(subject.subjectId, event.target.checked)}
          >
            {names.get(subject.subjectId) ?? subject.subjectId}{' '}
            <Typography.Text type="secondary">
              ({countText(t, subject.count, ['{{count}} question', '{{count}} questions'])})
            </Typography.Text>
          </Checkbox>
        ))}
      </div>
    </section>
  );
}

/**
 * The segmented exam's subject selection: Mandatory Subjects (always checked and
 * locked), Compulsory Optional Subjects, Optional Subjects (shown only while mandatory plus chosen
 * compulsory optional subjects are fewer than the total), a Summary, and the rules in red.
 */
export function SegmentedSubjectPanel({
  details,
  names,
  selection,
  onChange,
  disabled,
}: SegmentedSubjectPanelProps) {
  const { t } = useT();
  const toggle = (list: 'compulsoryOptional' | 'optional') => (subjectId: string, on: boolean) => {
    const current = selection[list].filter((id) => id !== subjectId);
    onChange(
      normalizeSegmentedSelection(details, { ...selection, [list]: on ? [...current, subjectId] : current }),
    );
  };
  const summary = segmentedSelectionSummary(details, selection);
  const hints = segmentedSelectionErrors(details, selection);
  return (
    <div>
      <Divider style={{ margin: '12px 0' }} />
      <Section
        title={t('Mandatory Subjects')}
        subjects={details.mandatorySubjects}
        names={names}
        checked={details.mandatorySubjects.map((s) => s.subjectId)}
        locked
      />
      <Section
        title={t('Compulsory Optional Subjects')}
        subjects={details.compulsoryOptionalSubjects}
        names={names}
        checked={selection.compulsoryOptional}
        locked={disabled}
        onToggle={toggle('compulsoryOptional')}
      />
      {isOptionalSectionVisible(details, selection) ? (
        <Section
          title={t('Optional Subjects')}
          subjects={details.optionalSubjects}
          names={names}
          checked={selection.optional}
          locked={disabled}
          onToggle={toggle('optional')}
        />
      ) : null}
      <section
        aria-label={t('Summary')}
        style={{ background: '#fafafa', borderRadius: 8, padding: '8px 12px' }}
      >
        <Typography.Text strong>{t('Summary')}</Typography.Text>
        <div>
          {t('Total selected subjects: {{chosen}} / {{total}}', {
            chosen: summary.totalSubjects,
            total: details.totalSubjects,
          })}
        </div>
        <div>
          {t('Total questions: {{chosen}} / {{total}}', {
            chosen: summary.totalQuestions,
            total: details.totalQuestions,
          })}
        </div>
      </section>
      {disabled ? null : (
        <ul aria-label={t('Selection rules')} style={{ margin: '8px 0 0', paddingInlineStart: 18 }}>
          {hints.map((hint) => (
            <li key={hint}>
              <Typography.Text type="danger">{hint}</Typography.Text>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
