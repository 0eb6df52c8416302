import { useState } from 'react';
import { useMediaUrl } from './media-url';

/** Props of a course cover. */
export interface CourseCoverProps {
  image: string;
  name: string;
}

/** A course's cover image, or a neutral panel with the course's initial when there is none or it fails. */
export function CourseCover({ image, name }: CourseCoverProps) {
  const url = useMediaUrl();
  const [failed, setFailed] = useState(false);
  const src = image && !failed ? url(image) : '';
  return src ? (
    <img
      src={src}
      alt={name}
      onError={() => setFailed(true)}
      style={{ width: '100%', height: 140, objectFit: 'cover' }}
    />
  ) : (
    <div
      aria-hidden
      style={{
        height: 140,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        fontSize: 48,
        fontWeight: 600,
        color: 'var(--brand-primary, #1677ff)',
        background: '#f0f5ff',
      }}
    >
      {Array.from(name.trim())[0]?.toUpperCase() ?? '?'}
    </div>
  );
}
