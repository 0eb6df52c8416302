import { STAFF_UPLOAD_TYPES } from '@lms/domain';
import { errorTitleOrMessage } from '@lms/domain/client';
import { App, Button, Flex, Upload } from 'antd';
import { useState } from 'react';
import { useT } from '../../../lib/i18n/use-t';
import { uploadPicture } from '../api/branding-api';
import { assetUrl } from './asset-url';

const IMAGE_TYPES = STAFF_UPLOAD_TYPES.filter((t) => t.startsWith('image/'));

/**
 * Picks a logo file and uploads it at once (signed upload); the new address goes into the form and the
 * preview, and is saved with the rest of the branding.
 */
export function LogoPicker({
  assetHost,
  value,
  onChange,
}: {
  assetHost: string;
  value?: string;
  onChange?: (url: string) => void;
}) {
  const { t } = useT();
  const { message } = App.useApp();
  const [uploading, setUploading] = useState(false);
  const pick = async (file: File) => {
    setUploading(true);
    try {
      const key = await uploadPicture(file);
      onChange?.(assetUrl(assetHost, key));
      message.success('Logo uploaded: save to apply it');
    } catch (error) {
      message.error(`Logo not uploaded: ${errorTitleOrMessage(error)}`);
    } finally {
      setUploading(false);
    }
  };
  return (
    <Flex gap={12} align="center" wrap>
      {value && (
        <img
          src={value}
          alt={t('Current logo')}
          style={{ height: 40, maxWidth: 160, objectFit: 'contain', background: '#fafafa' }}
        />
      )}
      <Upload
        accept={IMAGE_TYPES.join(',')}
        showUploadList={false}
        beforeUpload={(file) => {
          void pick(file);
          return false;
        }}
      >
        <Button loading={uploading}>{t('Upload logo')}</Button>
      </Upload>
    </Flex>
  );
}
