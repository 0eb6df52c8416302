import { Checkbox, Radio } from 'antd';
import { OptionContent } from '../../../components/exam-paper/option-content';
import { useT } from '../../../lib/i18n/use-t';
import { optionViews } from '../../../lib/question-options';
import type { QuestionInputProps } from './question-input';

const column = { display: 'flex', flexDirection: 'column', gap: 8 } as const;

/** MCQ (one option, radio buttons) and checkbox (several options) questions. */
export function ChoiceQuestion({ question, value, disabled, onAnswer }: QuestionInputProps) {
  const { t } = useT();
  const options = optionViews(question.options, question.optionType);
  if (question.type === 'MCQ') {
    return (
      <Radio.Group
        style={column}
        value={value?.[0]}
        disabled={disabled}
        onChange={(event) => onAnswer({ answer: [event.target.value as string] })}
        aria-label={t('Options of question {{id}}', { id: question._id })}
      >
        {options.map((option) => (
          <Radio key={option.index} value={option.text}>
            <OptionContent option={option} />
          </Radio>
        ))}
      </Radio.Group>
    );
  }
  return (
    <Checkbox.Group
      style={column}
      value={value ?? []}
      disabled={disabled}
      onChange={(checked) => {
        const chosen = new Set(checked as string[]);
        onAnswer({ answer: options.filter((o) => chosen.has(o.text)).map((o) => o.text) });
      }}
    >
      {options.map((option) => (
        <Checkbox key={option.index} value={option.text}>
          <OptionContent option={option} />
        </Checkbox>
      ))}
    </Checkbox.Group>
  );
}
