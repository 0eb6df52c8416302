import { RichText } from '@lms/rich-text';
import { useT } from '../../lib/i18n/use-t';
import type { OptionView } from '../../lib/question-options';
import { ExamImage } from './exam-image';

/** An option's letter and its text or image. */
export function OptionContent({ option }: { option: OptionView }) {
  const { t } = useT();
  return (
    <span style={{ display: 'inline-flex', gap: 6, alignItems: 'flex-start', wordBreak: 'break-word' }}>
      {/* One line even beside a wide image option on a 360 px phone. */}
      <strong style={{ whiteSpace: 'nowrap', flexShrink: 0 }}>{option.letter}.</strong>
      {option.isImage ? (
        <ExamImage
          src={option.text}
          alt={t('Option {{letter}}', { letter: option.letter })}
          maxHeight={140}
          preview={false}
        />
      ) : (
        <RichText as="span" text={option.text} />
      )}
    </span>
  );
}
