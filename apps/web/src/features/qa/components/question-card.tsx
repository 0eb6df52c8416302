import { CheckCircleOutlined, LikeOutlined, MessageOutlined } from '@ant-design/icons';
import { previewText, QA_COMPLETED, qaLabels } from '@lms/domain';
import { RichText } from '@lms/rich-text';
import { Card, Space, Tag, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useT } from '../../../lib/i18n/use-t';
import type { Question } from '../api/qa-types';
import { authorName, formatQaDate } from './author-name';
import { MediaGallery } from './media-gallery';

/** Props of a question card. */
export interface QuestionCardProps {
  question: Question;
  /** Cut the text at 400 characters with 'See more' (the list); the details page shows it all. */
  preview?: boolean;
  /** Opens the question (the list). */
  onOpen?: () => void;
  /** Controls at the top right (bookmark, edit). */
  actions?: ReactNode;
  /** Controls below the text (like). */
  footer?: ReactNode;
}

/** A question: author, time, text, attachments grouped by kind, replies and likes. */
export function QuestionCard({ question, preview = false, onOpen, actions, footer }: QuestionCardProps) {
  const { t, n } = useT();
  const [expanded, setExpanded] = useState(false);
  const cut = previewText(question.questionDescription);
  const showCut = preview && cut.cut && !expanded;
  return (
    <Card
      size="small"
      hoverable={Boolean(onOpen)}
      onClick={onOpen}
      data-testid="question-card"
      style={{ marginBottom: 12 }}
      styles={{ body: { padding: 12 } }}
    >
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, alignItems: 'flex-start' }}>
        <div style={{ minWidth: 0 }}>
          <Typography.Text strong>{authorName(question.studentId)}</Typography.Text>
          <div>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {n(formatQaDate(question.createdAt))}
            </Typography.Text>
            {question.status === QA_COMPLETED ? (
              <Tag color="green" icon={<CheckCircleOutlined />} style={{ marginLeft: 8 }}>
                {t(QA_COMPLETED)}
              </Tag>
            ) : null}
          </div>
        </div>
        <div onClick={(event) => event.stopPropagation()}>{actions}</div>
      </div>
      <Typography.Paragraph
        data-testid="question-text"
        style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', margin: '8px 0 0' }}
      >
        <RichText as="span" text={showCut ? `${cut.text}… ` : question.questionDescription} />
        {showCut ? (
          <Typography.Link
            onClick={(event) => {
              event.stopPropagation();
              setExpanded(true);
            }}
          >
            {t(qaLabels.seeMore)}
          </Typography.Link>
        ) : null}
      </Typography.Paragraph>
      <MediaGallery media={question.media} />
      <Space size="middle" style={{ marginTop: 8, color: 'rgba(0,0,0,0.55)' }}>
        <span>
          <MessageOutlined aria-label={t('Replies')} /> {question.answers}
        </span>
        {footer ?? (
          <span>
            <LikeOutlined aria-label={t('Likes')} /> {question.likes}
          </span>
        )}
      </Space>
    </Card>
  );
}
