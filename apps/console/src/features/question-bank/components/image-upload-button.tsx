import { STAFF_UPLOAD_TYPES } from '@lms/domain';
import { errorTitleOrMessage } from '@lms/domain/client';
import { App, Button, Upload } from 'antd';
import { useState } from 'react';
import { uploadQuestionImage } from '../api/question-bank-api';

const IMAGE_TYPES = STAFF_UPLOAD_TYPES.filter((t) => t.startsWith('image/'));

/** Picks an image and uploads it at once; `onUploaded` gets the storage key. */
export function ImageUploadButton({
  label,
  onUploaded,
  size,
}: {
  label: string;
  onUploaded: (key: string) => void;
  size?: 'small' | 'middle';
}) {
  const { message } = App.useApp();
  const [uploading, setUploading] = useState(false);
  const pick = async (file: File) => {
    setUploading(true);
    try {
      onUploaded(await uploadQuestionImage(file));
    } catch (error) {
      message.error(`Image not uploaded: ${errorTitleOrMessage(error)}`);
    } finally {
      setUploading(false);
    }
  };
  return (
    <Upload
      accept={IMAGE_TYPES.join(',')}
      showUploadList={false}
      beforeUpload={(file) => {
        void pick(file);
        return false;
      }}
    >
      <Button size={size} loading={uploading}>
        {label}
      </Button>
    </Upload>
  );
}
