import { RichText } from '@lms/rich-text';
import type { OptionView } from '../question-options';
import { ExamImage } from './exam-image';

/** An option's letter and its text or image. */
export function OptionContent({ option }: { option: OptionView }) {
  return (
    <span style={{ display: 'inline-flex', gap: 6, alignItems: 'flex-start', wordBreak: 'break-word' }}>
      <strong>{option.letter}.</strong>
      {option.isImage ? (
        <ExamImage src={option.text} alt={`Option ${option.letter}`} maxHeight={140} preview={false} />
      ) : (
        <RichText as="span" text={option.text} />
      )}
    </span>
  );
}
