import { WATERMARK_MOVE_MS } from '@lms/domain';
import { useEffect, useState } from 'react';
import { getStoredStudent } from '../../../lib/storage';
import { nextWatermarkPosition, watermarkText } from './watermark-position';

/** The student's username and roll over the video, moving every 5 s. */
export function Watermark() {
  const [position, setPosition] = useState(() => nextWatermarkPosition());
  useEffect(() => {
    const timer = setInterval(() => setPosition(nextWatermarkPosition()), WATERMARK_MOVE_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <div
      data-testid="video-watermark"
      aria-hidden
      style={{
        position: 'absolute',
        top: `${position.top}%`,
        left: `${position.left}%`,
        color: 'rgba(255, 255, 255, 0.55)',
        textShadow: '0 0 2px rgba(0, 0, 0, 0.6)',
        fontSize: 14,
        fontWeight: 600,
        pointerEvents: 'none',
        userSelect: 'none',
        transition: 'top 0.6s ease, left 0.6s ease',
        whiteSpace: 'nowrap',
        zIndex: 2,
      }}
    >
      {watermarkText(getStoredStudent())}
    </div>
  );
}
