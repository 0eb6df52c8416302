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
        // Its own box moves back by the same share, so it never leaves the picture, however narrow
        // the player (a 360 px phone) or long the text.
        transform: `translate(-${position.left}%, -${position.top}%)`,
        maxWidth: '100%',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        color: 'rgba(255, 255, 255, 0.55)',
        textShadow: '0 0 2px rgba(0, 0, 0, 0.6)',
        fontSize: 'clamp(10px, 3.5vw, 14px)',
        fontWeight: 600,
        pointerEvents: 'none',
        userSelect: 'none',
        // The shift moves with the place: were it to jump while top and left glide, the box would stand
        // out of a narrow player for part of the move.
        transition: 'top 0.6s ease, left 0.6s ease, transform 0.6s ease',
        whiteSpace: 'nowrap',
        zIndex: 2,
      }}
    >
      {watermarkText(getStoredStudent())}
    </div>
  );
}
