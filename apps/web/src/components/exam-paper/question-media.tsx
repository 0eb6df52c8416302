import { assetUrl } from '../../lib/asset-url';
import { useBranding } from '../../lib/endpoints/get-branding';
import { useT } from '../../lib/i18n/use-t';
import { ExamImage } from './exam-image';

/** Props of a question's media. */
export interface QuestionMediaProps {
  images: readonly string[];
  files: readonly string[];
  label: string;
}

/** The images of a question and links to its files. */
export function QuestionMedia({ images, files, label }: QuestionMediaProps) {
  const { t } = useT();
  const host = useBranding()?.assetHost;
  if (images.length === 0 && files.length === 0) return null;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, margin: '8px 0' }}>
      {images.map((image, index) => (
        <ExamImage
          key={image}
          src={image}
          alt={t('{{label}} image {{index}}', { label, index: index + 1 })}
        />
      ))}
      {files.map((file, index) => (
        <a key={file} href={assetUrl(host, file)} target="_blank" rel="noreferrer">
          {t('{{label}} file {{number}}', { label, number: index + 1 })}
        </a>
      ))}
    </div>
  );
}
