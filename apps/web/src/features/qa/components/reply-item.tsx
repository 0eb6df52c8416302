import { EditOutlined, LikeFilled, LikeOutlined, MessageOutlined } from '@ant-design/icons';
import { RichText } from '@lms/rich-text';
import { Button, Space, Tag, Typography } from 'antd';
import { useT } from '../../../lib/i18n/use-t';
import type { Comment } from '../api/qa-types';
import { authorName, formatQaDate } from './author-name';
import { MediaGallery } from './media-gallery';

/** Props of one reply of a thread. */
export interface ReplyItemProps {
  comment: Comment;
  /** The reply it answers, when it was sent as a reply to a comment. */
  parent?: Comment;
  upvoted: boolean;
  upvotePending: boolean;
  onUpvote: () => void;
  /** Shown only when replies are allowed. */
  onReply?: () => void;
  /** Shown only when this reply may be edited. */
  onEdit?: () => void;
}

/** A reply: Teacher replies on the left, students' on the right; upvote, reply and edit controls. */
export function ReplyItem({
  comment,
  parent,
  upvoted,
  upvotePending,
  onUpvote,
  onReply,
  onEdit,
}: ReplyItemProps) {
  const { t, n } = useT();
  const teacher = comment.userType === 'Admin';
  return (
    <div
      data-testid="reply"
      data-author={teacher ? 'teacher' : 'student'}
      style={{ display: 'flex', justifyContent: teacher ? 'flex-start' : 'flex-end', marginBottom: 12 }}
    >
      <div
        style={{
          width: 'min(100%, 640px)',
          border: '1px solid #f0f0f0',
          borderRadius: 8,
          padding: 12,
          background: teacher ? '#f6ffed' : '#f0f5ff',
        }}
      >
        <Space size={6} wrap>
          <Typography.Text strong>{authorName(comment.userId, comment.userType)}</Typography.Text>
          {teacher && comment.userId?.name ? <Tag color="green">{comment.userId.name}</Tag> : null}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {n(formatQaDate(comment.createdAt))}
          </Typography.Text>
        </Space>
        {parent ? (
          <div>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('Replying to {{name}}', { name: authorName(parent.userId, parent.userType) })}
            </Typography.Text>
          </div>
        ) : null}
        {comment.reply ? (
          <Typography.Paragraph
            style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', margin: '6px 0 0' }}
          >
            <RichText as="span" text={comment.reply} />
          </Typography.Paragraph>
        ) : null}
        <MediaGallery media={comment.media} />
        <Space size={4} style={{ marginTop: 6 }}>
          <Button
            size="small"
            type={upvoted ? 'primary' : 'text'}
            ghost={upvoted}
            aria-label={upvoted ? t('Remove upvote') : t('Upvote')}
            aria-pressed={upvoted}
            loading={upvotePending}
            icon={upvoted ? <LikeFilled /> : <LikeOutlined />}
            onClick={onUpvote}
          >
            {comment.upvotes}
          </Button>
          {onReply ? (
            <Button size="small" type="text" icon={<MessageOutlined />} onClick={onReply}>
              {t('Reply')}
            </Button>
          ) : null}
          {onEdit ? (
            <Button size="small" type="text" icon={<EditOutlined />} onClick={onEdit}>
              {t('Edit')}
            </Button>
          ) : null}
        </Space>
      </div>
    </div>
  );
}
