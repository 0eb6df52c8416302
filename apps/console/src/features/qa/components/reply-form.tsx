import { ALLOWED_MEDIA_TYPES, type MediaItem, QA_MEDIA_MAX } from '@lms/domain';
import { qaStaffRoutes } from '@lms/domain/contract';
import { Button, Flex, Input, List, Progress, Typography, Upload } from 'antd';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { RichTextHint, RichTextPreview } from '../../../components/rich-text-preview';
import { useSubmitGuard } from '../../../components/use-submit-guard';
import { callApi } from '../../../lib/api';
import { errorText } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n/use-t';
import { uploadAttachment } from '../api/upload-attachment';
import { useThreadChange } from '../api/use-qa';

interface Attachment {
  uid: string;
  name: string;
  mediaType: string;
  /** 0 to 1. */
  progress: number;
  key?: string;
  error?: string;
}

/**
 * The Teacher's reply: text and attachments (pictures, PDFs, audio). Each file uploads as soon as it is
 * chosen, with its progress; a failed file says why and the others are kept.
 */
export function ReplyForm({ questionId }: { questionId: string }) {
  const { t } = useT();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<Attachment[]>([]);
  const reply = useThreadChange((body: { reply: string; media: MediaItem[] }) =>
    callApi(qaStaffRoutes.reply, { params: { questionId }, body }),
  );
  const update = (uid: string, change: Partial<Attachment>) =>
    setFiles((list) => list.map((f) => (f.uid === uid ? { ...f, ...change } : f)));

  const add = (file: File & { uid: string }) => {
    setFiles((list) => [...list, { uid: file.uid, name: file.name, mediaType: file.type, progress: 0 }]);
    uploadAttachment(file, (progress) => update(file.uid, { progress }))
      .then((key) => update(file.uid, { key }))
      .catch((error: unknown) => update(file.uid, { error: errorText(error) }));
    return false;
  };
  const uploading = files.some((f) => !f.key && !f.error);
  const media = files.flatMap((f) => (f.key ? [{ mediaType: f.mediaType, mediaUrl: f.key }] : []));

  const sending = useSubmitGuard(() =>
    reply.mutateAsync({ reply: text.trim(), media }).then(() => {
      setText('');
      setFiles([]);
    }),
  );
  const canSend = !uploading && (text.trim() !== '' || media.length > 0) && !reply.isPending && !sending.busy;

  return (
    <Flex vertical gap={8}>
      <Typography.Text strong>{t('Reply as Teacher')}</Typography.Text>
      <Input.TextArea
        aria-label={t('Your reply')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        autoSize={{ minRows: 3, maxRows: 8 }}
        placeholder={t('Write the answer')}
      />
      <RichTextHint />
      <RichTextPreview text={text} label={t('Reply as the student sees it')} />
      <Upload
        accept={ALLOWED_MEDIA_TYPES.join(',')}
        multiple
        showUploadList={false}
        beforeUpload={add}
        disabled={files.length >= QA_MEDIA_MAX}
      >
        <Button>{t('Attach picture, PDF or audio')}</Button>
      </Upload>
      {files.length > 0 && (
        <List
          size="small"
          aria-label={t('Attachments')}
          dataSource={files}
          renderItem={(f) => (
            <List.Item
              actions={[
                <Button
                  key="remove"
                  type="link"
                  size="small"
                  onClick={() => setFiles((list) => list.filter((x) => x.uid !== f.uid))}
                >
                  {t('Remove')}
                </Button>,
              ]}
            >
              <Flex vertical style={{ width: '100%', minWidth: 0 }}>
                <Typography.Text ellipsis>{f.name}</Typography.Text>
                {f.error ? (
                  <Typography.Text type="danger">
                    {t('Not attached: {{reason}}', { reason: f.error })}
                  </Typography.Text>
                ) : (
                  <Progress
                    percent={Math.round(f.progress * 100)}
                    size="small"
                    aria-label={t('Upload of {{name}}', { name: f.name })}
                  />
                )}
              </Flex>
            </List.Item>
          )}
        />
      )}
      <ErrorAlert
        error={reply.error}
        gap={0}
        describe={(message) =>
          t('The reply was not sent: {{reason}}. Your text is kept.', { reason: message })
        }
      />
      <Flex justify="flex-end">
        <Button
          type="primary"
          onClick={() => sending.submit()}
          disabled={!canSend}
          loading={reply.isPending || sending.busy}
        >
          {uploading ? t('Uploading…') : t('Send reply')}
        </Button>
      </Flex>
    </Flex>
  );
}
