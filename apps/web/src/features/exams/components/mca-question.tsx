import { MCA_NOT_ANSWERED, type McaValue } from '@lms/domain';
import { Radio } from 'antd';
import { OptionContent } from '../../../components/exam-paper/option-content';
import { useT } from '../../../lib/i18n/use-t';
import { optionViews } from '../../../lib/question-options';
import type { QuestionInputProps } from './question-input';

/** A multi-part true/false question: True or False per option; untouched options stay 'N'. */
export function McaQuestion({ question, value, disabled, onAnswer }: QuestionInputProps) {
  const { t } = useT();
  const options = optionViews(question.options, question.optionType);
  const current = options.map((_, index) => (value?.[index] as McaValue | undefined) ?? MCA_NOT_ANSWERED);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 10 }}>
      {options.map((option) => (
        <fieldset
          key={option.index}
          aria-label={
            option.isImage
              ? t('Option {{letter}}', { letter: option.letter })
              : `${option.letter}. ${option.text}`
          }
          // Every statement keeps its True/False on the right, however long it is: the statement wraps
          // in the space left (wrapping the row put a long statement's buttons on a line of their own).
          style={{
            display: 'flex',
            justifyContent: 'space-between',
            gap: 8,
            border: 0,
            margin: 0,
            padding: 0,
            minWidth: 0,
            alignItems: 'center',
          }}
        >
          <div style={{ flex: 1, minWidth: 0 }}>
            <OptionContent option={option} />
          </div>
          <Radio.Group
            style={{ flexShrink: 0, whiteSpace: 'nowrap' }}
            size="small"
            optionType="button"
            buttonStyle="solid"
            disabled={disabled}
            aria-label={t('Option {{letter}}', { letter: option.letter })}
            value={current[option.index] === MCA_NOT_ANSWERED ? undefined : current[option.index]}
            onChange={(event) => {
              const next = current.slice();
              next[option.index] = event.target.value as McaValue;
              onAnswer({ answer: next, answerIndex: option.index });
            }}
            options={[
              { value: 'true', label: t('True') },
              { value: 'false', label: t('False') },
            ]}
          />
        </fieldset>
      ))}
    </div>
  );
}
