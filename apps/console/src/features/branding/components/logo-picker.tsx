import { App, Flex } from 'antd';
import { ImageUploadButton } from '../../../components/image-upload-button';
import { useT } from '../../../lib/i18n/use-t';
import { assetUrl } from '../../../lib/media-url';
import { uploadPicture } from '../api/branding-api';

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
  return (
    <Flex gap={12} align="center" wrap>
      {value && (
        <img
          src={value}
          alt={t('Current logo')}
          style={{ height: 40, maxWidth: 160, objectFit: 'contain', background: '#fafafa' }}
        />
      )}
      <ImageUploadButton
        label={t('Upload logo')}
        notUploaded={t('Logo not uploaded')}
        upload={uploadPicture}
        onUploaded={(key) => {
          onChange?.(assetUrl(assetHost, key));
          message.success(t('Logo uploaded: save to apply it'));
        }}
      />
    </Flex>
  );
}
