import { STAFF_UPLOAD_TYPES } from '@lms/domain';
import { App, Button, Upload } from 'antd';
import { useState } from 'react';
import { errorText } from '../lib/error-text';
import { useT } from '../lib/i18n/use-t';
import { uploadFile } from '../lib/upload';

const IMAGE_TYPES = STAFF_UPLOAD_TYPES.filter((t) => t.startsWith('image/'));

/**
 * Picks an image and uploads it at once (a signed upload unless `upload` says otherwise); `onUploaded`
 * gets the storage key. A failure is shown as `<notUploaded>: <reason>` ("Image not uploaded" unless given).
 */
export function ImageUploadButton({
  label,
  notUploaded,
  upload = (file) => uploadFile(file, 'image'),
  onUploaded,
  size,
}: {
  label: string;
  notUploaded?: string;
  upload?: (file: File) => Promise<string>;
  onUploaded: (key: string) => void;
  size?: 'small' | 'middle';
}) {
  const { t } = useT();
  const { message } = App.useApp();
  const [uploading, setUploading] = useState(false);
  const pick = async (file: File) => {
    setUploading(true);
    try {
      onUploaded(await upload(file));
    } catch (error) {
      message.error(`${notUploaded ?? t('Image not uploaded')}: ${errorText(error)}`);
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
