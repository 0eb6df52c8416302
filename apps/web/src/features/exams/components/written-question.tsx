import { type AnswerAttachment, examMessages, STUDENT_UPLOAD_TYPES } from '@lms/domain';
import { App, Button, Input, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useT } from '../../../lib/i18n/use-t';
import { toast } from '../../../lib/toast';
import { uploadFile } from '../../../lib/upload-file';
import type { QuestionInputProps } from './question-input';

/** File types a written answer may attach. */
const ACCEPTED = STUDENT_UPLOAD_TYPES.join(',');

/**
 * A shortAns or paragraph question: a 3-5 row text box, file attachments and its own Submit,
 * confirmed first ("Once submitted, it can't be changed."); the button then reads Answer Submitted.
 */
export function WrittenQuestion({
  question,
  number,
  value,
  extra,
  saved,
  disabled,
  onAnswer,
  draft,
  onDraft,
}: QuestionInputProps) {
  const { t } = useT();
  const { modal } = App.useApp();
  const answered = Boolean(value?.[0]?.trim()) || (extra?.length ?? 0) > 0;
  const [text, setText] = useState(value?.[0] ?? draft ?? '');
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const locked = disabled || answered;

  const send = async () => {
    setUploading(true);
    const uploaded: AnswerAttachment[] = [];
    try {
      for (const file of files) {
        try {
          const blob = file.originFileObj as File;
          const type = blob.type || 'application/octet-stream';
          uploaded.push({ name: file.name, key: await uploadFile(blob), type });
        } catch (error) {
          console.error('Upload failed', error);
          modal.error({
            title: t(examMessages.uploadErrorTitle),
            content: t('Question {{number}}: {{fileName}}', {
              number,
              fileName: examMessages.uploadError(file.name),
            }),
          });
          return;
        }
      }
      onAnswer({ answer: [text], extra: uploaded });
      setFiles([]);
    } finally {
      setUploading(false);
    }
  };

  const submit = () => {
    if (!text.trim() && files.length === 0) {
      toast.error(examMessages.provideAnswerOrFile);
      return;
    }
    modal.confirm({
      title: t(examMessages.confirmTextSubmit),
      okText: t('Submit'),
      onOk: () => void send(),
    });
  };

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Input.TextArea
        aria-label={t('Answer to question {{number}}', { number })}
        autoSize={{ minRows: 3, maxRows: 5 }}
        value={answered ? (value?.[0] ?? '') : text}
        disabled={locked}
        onChange={(event) => {
          setText(event.target.value);
          onDraft?.(event.target.value);
        }}
        maxLength={question.type === 'shortAns' ? 2000 : 20000}
      />
      {answered ? (
        (extra ?? []).map((file) => <div key={file.key}>📎 {file.name}</div>)
      ) : (
        <Upload
          accept={ACCEPTED}
          multiple
          fileList={files}
          disabled={locked}
          beforeUpload={() => false}
          onChange={({ fileList }) => setFiles(fileList)}
        >
          <Button disabled={locked}>{t('Attach files')}</Button>
        </Upload>
      )}
      <div>
        <Button type="primary" onClick={submit} disabled={locked} loading={uploading}>
          {answered && saved ? t(examMessages.answerSubmittedButton) : t('Submit')}
        </Button>
      </div>
    </div>
  );
}
