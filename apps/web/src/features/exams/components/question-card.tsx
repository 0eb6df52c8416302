import { RichText } from '@lms/rich-text';
import { Card, Tag, Typography } from 'antd';
import { memo } from 'react';
import { QuestionMedia } from '../../../components/exam-paper/question-media';
import { countText } from '../../../lib/i18n/count-text';
import { useT } from '../../../lib/i18n/use-t';
import type { AnswerState } from '../shown-answers';
import { ChoiceQuestion } from './choice-question';
import { McaQuestion } from './mca-question';
import type { QuestionCardProps, QuestionInputProps } from './question-input';
import { sameCardProps } from './same-card-props';
import { WrittenQuestion } from './written-question';

const stateTag: Record<Exclude<AnswerState, 'none'>, { color: string; text: string }> = {
  saved: { color: 'success', text: 'Saved' },
  pending: { color: 'processing', text: 'Sending…' },
  offline: { color: 'warning', text: 'Saved on this device' },
};

function Input(props: QuestionInputProps) {
  switch (props.question.type) {
    case 'MCQ':
    case 'checkbox':
      return <ChoiceQuestion {...props} />;
    case 'MCA':
      return <McaQuestion {...props} />;
    default:
      return <WrittenQuestion {...props} />;
  }
}

// A card off the screen is not laid out or painted (its size is remembered once it was drawn): on a
// paper of 100 questions on one page, every answer painted and laid out all 100.
const cardStyle = {
  marginBottom: 12,
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 220px',
} as const;

/**
 * One question of the exam: number, text, marks, media, its answer input and its saved/pending state.
 * Drawn again only when its own props change (`sameCardProps`).
 */
export const QuestionCard = memo(function QuestionCard({ state, ...props }: QuestionCardProps) {
  const { t } = useT();
  const { question, number } = props;
  const tag = state === 'none' ? null : stateTag[state];
  return (
    <Card
      size="small"
      role="group"
      aria-label={t('Question {{number}}', { number })}
      data-answer-state={state}
      style={cardStyle}
    >
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, alignItems: 'flex-start' }}>
        <Typography.Text strong>{number}.</Typography.Text>
        <div style={{ flex: 1, minWidth: 0, wordBreak: 'break-word' }}>
          <RichText text={question.title} />
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 4 }}>
          <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
            {countText(t, question.point, ['{{count}} mark', '{{count}} marks'])}
          </Typography.Text>
          {tag ? (
            <Tag color={tag.color} style={{ marginInlineEnd: 0 }}>
              {t(tag.text)}
            </Tag>
          ) : null}
        </div>
      </div>
      <QuestionMedia
        images={question.image}
        files={question.file}
        label={t('Question {{number}}', { number })}
      />
      <div style={{ marginTop: 8 }}>
        <Input {...props} />
      </div>
    </Card>
  );
}, sameCardProps);
