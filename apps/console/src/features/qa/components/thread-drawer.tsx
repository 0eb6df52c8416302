import { type CommentView, type QaSubjectView, qaStaffRoutes } from '@lms/domain/contract';
import { RichText } from '@lms/rich-text';
import { Alert, App, Button, Divider, Drawer, Flex, List, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { counted } from '../../../components/count-text';
import { ErrorAlert } from '../../../components/error-alert';
import { useSubmitGuard } from '../../../components/use-submit-guard';
import { callApi } from '../../../lib/api';
import { formatWhen } from '../../../lib/format-when';
import { useT } from '../../../lib/i18n/use-t';
import { useThread, useThreadChange } from '../api/use-qa';
import { EditTextModal } from './edit-text-modal';
import { MediaList } from './media-list';
import { ReplyForm } from './reply-form';

type Editing = { kind: 'question'; text: string } | { kind: 'comment'; id: string; text: string } | null;

/** Where a question sits, from the staff member's subjects. */
export function placeOf(
  subjects: readonly QaSubjectView[] | undefined,
  subjectId: string,
  chapterId: string,
) {
  const subject = subjects?.find((s) => s._id === subjectId);
  const chapter = subject?.chapters.find((c) => c._id === chapterId);
  return [subject?.name, chapter?.name].filter(Boolean).join(' · ');
}

/**
 * One thread: the question and its replies; the Teacher replies, completes or reopens it, and edits or
 * deletes abusive content (each deletion asks first, naming what goes).
 */
export function ThreadDrawer(props: {
  questionId: string | null;
  subjects: readonly QaSubjectView[] | undefined;
  onClose: () => void;
}) {
  const { t, n } = useT();
  const { modal, message } = App.useApp();
  const thread = useThread(props.questionId);
  const [editing, setEditing] = useState<Editing>(null);
  const id = props.questionId ?? '';
  const status = useThreadChange((next: 'OPEN' | 'COMPLETED') =>
    callApi(qaStaffRoutes.setStatus, { params: { questionId: id }, body: { status: next } }),
  );
  const setStatus = useSubmitGuard((next: 'OPEN' | 'COMPLETED') => status.mutateAsync(next));
  const save = useThreadChange(async (e: NonNullable<Editing>) =>
    e.kind === 'question'
      ? callApi(qaStaffRoutes.editQuestion, {
          params: { questionId: id },
          body: { questionDescription: e.text },
        })
      : callApi(qaStaffRoutes.editComment, { params: { commentId: e.id }, body: { reply: e.text } }),
  );
  const removeQuestion = useThreadChange(() =>
    callApi(qaStaffRoutes.deleteQuestion, { params: { questionId: id } }),
  );
  const removeComment = useThreadChange((commentId: string) =>
    callApi(qaStaffRoutes.deleteComment, { params: { commentId } }),
  );

  const q = thread.data?.question;
  const confirmDeleteQuestion = () =>
    modal.confirm({
      title: t('Delete this question?'),
      content: t('The question and its {{replies}} are removed for everyone. This cannot be undone.', {
        replies: counted(t, 'reply', q?.answers ?? 0),
      }),
      okText: t('Delete question'),
      okButtonProps: { danger: true },
      onOk: async () => {
        await removeQuestion.mutateAsync();
        message.success(t('Question deleted'));
        props.onClose();
      },
    });
  const confirmDeleteComment = (c: CommentView) =>
    modal.confirm({
      title: t('Delete this reply?'),
      content:
        c.userType === 'Admin'
          ? t("The Teacher's reply is removed for everyone. This cannot be undone.")
          : c.userId?.name
            ? t('The reply by {{name}} is removed for everyone. This cannot be undone.', {
                name: c.userId.name,
              })
            : t("The guest's reply is removed for everyone. This cannot be undone."),
      okText: t('Delete reply'),
      okButtonProps: { danger: true },
      onOk: async () => {
        await removeComment.mutateAsync(c._id);
        message.success(t('Reply deleted'));
      },
    });
  const failure = status.error ?? removeQuestion.error ?? removeComment.error;

  return (
    <Drawer
      title={t('Question')}
      open={props.questionId !== null}
      onClose={props.onClose}
      size="large"
      styles={{ wrapper: { width: 'min(720px, 100vw)' } }}
      destroyOnHidden
    >
      {thread.isLoading && <Spin />}
      <ErrorAlert error={thread.error} gap={0} />
      {q && (
        <Flex vertical gap={12}>
          <Flex wrap gap={8} align="center">
            <Typography.Text strong>{q.studentId?.name ?? t('Guest')}</Typography.Text>
            <Typography.Text type="secondary">
              {placeOf(props.subjects, q.subjectId, q.chapterId)}
            </Typography.Text>
            <Typography.Text type="secondary">{n(formatWhen.dayTime(q.createdAt))}</Typography.Text>
            {q.status === 'COMPLETED' ? (
              <Tag color="green">{t('Completed')}</Tag>
            ) : (
              <Tag color="blue">{t('Open')}</Tag>
            )}
          </Flex>
          <Typography.Paragraph style={{ margin: 0 }}>
            <RichText text={q.questionDescription} />
          </Typography.Paragraph>
          <MediaList media={q.media} />
          <Flex wrap gap={8}>
            {q.status === 'OPEN' ? (
              <Button
                type="primary"
                ghost
                loading={setStatus.busy}
                onClick={() => setStatus.submit('COMPLETED')}
              >
                {t('Mark completed')}
              </Button>
            ) : (
              <Button loading={setStatus.busy} onClick={() => setStatus.submit('OPEN')}>
                {t('Reopen')}
              </Button>
            )}
            <Button onClick={() => setEditing({ kind: 'question', text: q.questionDescription })}>
              {t('Edit question')}
            </Button>
            <Button danger onClick={confirmDeleteQuestion}>
              {t('Delete question')}
            </Button>
          </Flex>
          <ErrorAlert error={failure} gap={0} />
          <Divider style={{ margin: '4px 0' }}>
            {counted(t, 'reply', thread.data?.comments.length ?? 0)}
          </Divider>
          <section aria-label={t('Replies')}>
            <List
              dataSource={thread.data?.comments}
              locale={{ emptyText: t('No replies yet') }}
              renderItem={(c) => (
                <List.Item
                  actions={[
                    <Button
                      key="edit"
                      type="link"
                      size="small"
                      onClick={() => setEditing({ kind: 'comment', id: c._id, text: c.reply })}
                    >
                      {t('Edit')}
                    </Button>,
                    <Button
                      key="delete"
                      type="link"
                      size="small"
                      danger
                      onClick={() => confirmDeleteComment(c)}
                    >
                      {t('Delete')}
                    </Button>,
                  ]}
                >
                  <Flex vertical style={{ minWidth: 0, width: '100%' }}>
                    <Flex wrap gap={8}>
                      <Typography.Text strong>
                        {c.userType === 'Admin' ? t('Teacher') : (c.userId?.name ?? t('Guest'))}
                      </Typography.Text>
                      <Typography.Text type="secondary">{n(formatWhen.dayTime(c.createdAt))}</Typography.Text>
                    </Flex>
                    <Typography.Paragraph style={{ margin: 0 }}>
                      <RichText text={c.reply} />
                    </Typography.Paragraph>
                    <MediaList media={c.media} />
                  </Flex>
                </List.Item>
              )}
            />
          </section>
          {q.status === 'OPEN' ? (
            <ReplyForm questionId={q._id} />
          ) : (
            <Alert type="info" showIcon title={t('This question is completed. Reopen it to reply.')} />
          )}
        </Flex>
      )}
      <EditTextModal
        title={editing?.kind === 'question' ? t('Edit question') : t('Edit reply')}
        text={editing?.text ?? null}
        saving={save.isPending}
        error={save.error}
        onClose={() => {
          setEditing(null);
          save.reset();
        }}
        onSave={(text) => editing && save.mutateAsync({ ...editing, text }).then(() => setEditing(null))}
      />
    </Drawer>
  );
}
