import { OPTION_LETTERS } from '@lms/domain';
import type { QuestionInput } from '@lms/domain/contract';
import { RichText } from '@lms/rich-text';
import { Flex, Tag, Typography } from 'antd';
import { useT } from '../../../lib/i18n/use-t';

const imageIndexes = (q: QuestionInput) =>
  new Set(
    Object.entries(q.optionType && typeof q.optionType === 'object' ? q.optionType : {}).flatMap(([k, v]) =>
      v === 'image' ? [Number(k)] : [],
    ),
  );

/** Whether option `i` is part of the key. */
function isCorrect(q: QuestionInput, i: number): boolean {
  if (q.type === 'MCA') return q.answer[i] === 'true';
  return q.answer.includes(q.options[i] ?? '');
}

/**
 * A question rendered as students see it (text and formulas by the student app's renderer, images),
 * with the key marked: the editor's live preview and the version history.
 */
export function QuestionPreview({
  question,
  mediaUrl,
}: {
  question: QuestionInput;
  mediaUrl: (key: string) => string;
}) {
  const { t } = useT();
  const images = imageIndexes(question);
  return (
    <Flex vertical gap={8} data-testid="question-preview">
      <RichText text={question.title || ' '} />
      {question.image.map((key) => (
        <img key={key} src={mediaUrl(key)} alt="" style={{ maxWidth: '100%', maxHeight: 200 }} />
      ))}
      {question.options.length > 0 && (
        <ol style={{ listStyle: 'none', paddingLeft: 0, margin: 0 }}>
          {question.options.map((text, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: options are identified by their place
            <li key={i} style={{ display: 'flex', gap: 8, alignItems: 'baseline', marginBottom: 4 }}>
              <strong>{OPTION_LETTERS[i]}.</strong>
              {images.has(i) ? (
                text ? (
                  <img
                    src={mediaUrl(text)}
                    alt={t('Option {{letter}}', { letter: OPTION_LETTERS[i] })}
                    style={{ maxHeight: 80 }}
                  />
                ) : null
              ) : (
                <RichText as="span" text={text} />
              )}
              {question.type === 'MCA' ? (
                <Tag color={isCorrect(question, i) ? 'green' : 'red'}>
                  {isCorrect(question, i) ? t('True') : t('False')}
                </Tag>
              ) : (
                isCorrect(question, i) && <Tag color="green">{t('Correct')}</Tag>
              )}
            </li>
          ))}
        </ol>
      )}
      {question.answer.length > 0 && (question.type === 'shortAns' || question.type === 'paragraph') && (
        <div>
          <Typography.Text type="secondary">{t('Model answer:')} </Typography.Text>
          <RichText as="span" text={question.answer[0] ?? ''} />
        </div>
      )}
      <Typography.Text type="secondary">
        {question.negativeMark
          ? t('Marks {{marks}}, −{{negative}} for a wrong answer', {
              marks: question.point,
              negative: question.negativeMark,
            })
          : t('Marks {{marks}}', { marks: question.point })}
      </Typography.Text>
      {question.explanation && (
        <div>
          <Typography.Text type="secondary">{t('Explanation')}</Typography.Text>
          <RichText text={question.explanation} />
        </div>
      )}
    </Flex>
  );
}
