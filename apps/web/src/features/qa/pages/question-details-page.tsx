import {
  ArrowLeftOutlined,
  EditOutlined,
  LikeFilled,
  LikeOutlined,
  MessageOutlined,
} from '@ant-design/icons';
import { canEditQuestion, canEditReply, canReply, qaLabels, qaMessages } from '@lms/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { AppLink } from '../../../components/app-link';
import { LoadError } from '../../../components/load-error';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { useT } from '../../../lib/i18n/use-t';
import { showApiError } from '../../../lib/show-api-error';
import { getStoredStudent } from '../../../lib/storage';
import { toast } from '../../../lib/toast';
import { useNoContextMenu } from '../../../lib/use-no-context-menu';
import { addComment } from '../api/add-comment';
import { useComments } from '../api/get-comments';
import { useQuestion } from '../api/get-question';
import { useUpvotes } from '../api/get-upvotes';
import { likeQuestion } from '../api/like-question';
import { patchQuestion } from '../api/qa-cache';
import { qaKeys } from '../api/qa-keys';
import type { Comment } from '../api/qa-types';
import { updateComment } from '../api/update-comment';
import { updateQuestion } from '../api/update-question';
import { upvoteAnswer } from '../api/upvote-answer';
import { useToggleBookmark } from '../api/use-toggle-bookmark';
import { uploadAttachments } from '../attachments/upload-attachments';
import { BookmarkButton } from '../components/bookmark-button';
import { QuestionCard } from '../components/question-card';
import {
  QuestionFormModal,
  type QuestionFormMode,
  type QuestionFormValues,
} from '../components/question-form-modal';
import { ReplyItem } from '../components/reply-item';

type FormState =
  | { mode: 'reply'; commentId?: string }
  | { mode: 'edit-question' }
  | { mode: 'edit-reply'; comment: Comment };

/** The question thread (`/question-details/{id}`): the question, its replies in order, and the reply form. */
export function QuestionDetailsPage() {
  const { t } = useT();
  useNoContextMenu();
  const { id = '' } = useParams();
  const client = useQueryClient();
  const studentId = getStoredStudent()?._id ?? '';
  const question = useQuestion(id);
  const comments = useComments(id);
  const upvotes = useUpvotes(id);
  const bookmark = useToggleBookmark(studentId);
  const [form, setForm] = useState<FormState | null>(null);

  const like = useMutation({
    mutationFn: () => likeQuestion(id),
    onSuccess: (updated) => patchQuestion(client, id, () => updated),
    onError: (error) => showApiError(error),
  });
  const upvote = useMutation({
    mutationFn: (commentId: string) => upvoteAnswer(commentId, id),
    onSuccess: ({ comments: mine, updatedComment }) => {
      client.setQueryData(qaKeys.upvotes(id), mine);
      client.setQueryData<Comment[]>(qaKeys.comments(id), (list) =>
        list?.map((c) => (c._id === updatedComment._id ? updatedComment : c)),
      );
    },
    onError: (error) => showApiError(error),
  });

  if (question.isPending) {
    return (
      <div style={{ display: 'flex', justifyContent: 'center', padding: 64 }}>
        <Spin role="status" size="large" aria-label={t('Loading')} />
      </div>
    );
  }
  if (question.isError) return <LoadError onRetry={() => void question.refetch()} />;

  const q = question.data;
  const thread = comments.data ?? [];
  const upvoted = new Set(upvotes.data ?? []);
  const replyAllowed = canReply(q);
  const questionEditable = canEditQuestion(
    { status: q.status, ownerId: q.studentId?._id ?? '', answers: thread.length || q.answers },
    studentId,
  );
  const facts = thread.map((c) => ({ _id: c._id, userType: c.userType, userId: c.userId?._id ?? '' }));

  const submit = async (values: QuestionFormValues) => {
    if (!form) return;
    try {
      const media = await uploadAttachments(values.attachments);
      if (form.mode === 'reply') {
        const created = await addComment({
          questionId: id,
          userId: studentId,
          userType: 'Student',
          reply: values.text,
          media,
          ...(form.commentId ? { commentId: form.commentId } : {}),
        });
        client.setQueryData<Comment[]>(qaKeys.comments(id), (list) => [...(list ?? []), created]);
        patchQuestion(client, id, (old) => ({ ...old, answers: old.answers + 1 }));
        toast.success(qaMessages.replyAdded);
      } else if (form.mode === 'edit-reply') {
        const changed = await updateComment({
          commentId: form.comment._id,
          userId: studentId,
          reply: values.text,
          media,
        });
        client.setQueryData<Comment[]>(qaKeys.comments(id), (list) =>
          list?.map((c) => (c._id === changed._id ? changed : c)),
        );
      } else {
        const changed = await updateQuestion({
          questionId: id,
          studentId,
          questionDescription: values.text,
          media,
        });
        patchQuestion(client, id, () => changed);
      }
      void client.invalidateQueries({ queryKey: qaKeys.questionLists });
      setForm(null);
    } catch (error) {
      showApiError(error);
      throw error;
    }
  };

  const formMode: QuestionFormMode = form?.mode ?? 'reply';
  const initial =
    form?.mode === 'edit-question'
      ? { text: q.questionDescription, media: q.media }
      : form?.mode === 'edit-reply'
        ? { text: form.comment.reply, media: form.comment.media }
        : undefined;

  return (
    <div>
      <VisuallyHidden as="h1">{t('Question details')}</VisuallyHidden>
      <AppLink
        to={`/qa-forum-list/${q.courseId}`}
        style={{ display: 'inline-flex', gap: 6, marginBottom: 12 }}
      >
        <ArrowLeftOutlined /> {t('Back to questions')}
      </AppLink>
      <QuestionCard
        question={q}
        actions={
          <span style={{ display: 'inline-flex', gap: 4 }}>
            {questionEditable ? (
              <Button
                type="text"
                aria-label={t('Edit question')}
                icon={<EditOutlined />}
                onClick={() => setForm({ mode: 'edit-question' })}
              />
            ) : null}
            <BookmarkButton
              bookmarked={q.isBookmarked}
              pending={bookmark.isPending}
              onToggle={() => bookmark.mutate(q._id)}
            />
          </span>
        }
        footer={
          <Button
            size="small"
            type={q.isLiked ? 'primary' : 'default'}
            aria-label={q.isLiked ? t('Unlike') : t('Like')}
            aria-pressed={q.isLiked}
            loading={like.isPending}
            icon={q.isLiked ? <LikeFilled /> : <LikeOutlined />}
            onClick={() => like.mutate()}
          >
            {q.likes}
          </Button>
        }
      />

      <Typography.Title level={5} style={{ margin: '16px 0 8px' }}>
        {t('Replies')}
      </Typography.Title>
      {comments.isPending ? (
        <Spin role="status" aria-label={t('Loading replies')} />
      ) : comments.isError ? (
        <LoadError onRetry={() => void comments.refetch()} />
      ) : thread.length === 0 ? (
        <Empty description={t('No replies yet.')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <div data-testid="replies">
          {thread.map((comment) => (
            <ReplyItem
              key={comment._id}
              comment={comment}
              parent={comment.commentId ? thread.find((c) => c._id === comment.commentId) : undefined}
              upvoted={upvoted.has(comment._id)}
              upvotePending={upvote.isPending && upvote.variables === comment._id}
              onUpvote={() => upvote.mutate(comment._id)}
              onReply={replyAllowed ? () => setForm({ mode: 'reply', commentId: comment._id }) : undefined}
              onEdit={
                canEditReply(q, facts, comment._id, studentId)
                  ? () => setForm({ mode: 'edit-reply', comment })
                  : undefined
              }
            />
          ))}
        </div>
      )}

      {replyAllowed ? (
        <Button
          type="primary"
          icon={<MessageOutlined />}
          style={{ marginTop: 12 }}
          onClick={() => setForm({ mode: 'reply' })}
        >
          {t(qaLabels.replyButton)}
        </Button>
      ) : null}

      <QuestionFormModal
        open={form !== null}
        mode={formMode}
        initial={initial}
        onCancel={() => setForm(null)}
        onSubmit={submit}
      />
    </div>
  );
}
