import { Button, Flex } from 'antd';
import { useT } from '../lib/i18n/use-t';
import { useMediaUrl } from '../lib/media-url';
import { ImageUploadButton } from './image-upload-button';

/**
 * A form control for a picture (a cover, a thumbnail): the current one, a button that uploads another
 * at once (its storage key becomes the value, saved with the form) and one that clears it.
 */
export function PictureField({
  alt,
  value,
  onChange,
}: {
  /** What the picture shows, for its alt text and the buttons' names. */
  alt: string;
  value?: string;
  onChange?: (key: string) => void;
}) {
  const { t } = useT();
  const mediaUrl = useMediaUrl();
  return (
    <Flex gap={12} align="center" wrap>
      {value ? (
        <img
          src={mediaUrl(value)}
          alt={alt}
          style={{ height: 56, maxWidth: 120, objectFit: 'cover', background: '#fafafa', borderRadius: 4 }}
        />
      ) : null}
      <ImageUploadButton
        size="small"
        label={value ? t('Replace picture') : t('Upload picture')}
        onUploaded={(key) => onChange?.(key)}
      />
      {value ? (
        <Button size="small" onClick={() => onChange?.('')}>
          {t('Remove picture')}
        </Button>
      ) : null}
    </Flex>
  );
}
