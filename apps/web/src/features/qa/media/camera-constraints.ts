/** Screens this wide or narrower capture in portrait. */
export const PORTRAIT_MAX_WIDTH = 768;

/** How often the preview canvas is redrawn from the camera (about 60 frames a second). */
export const CAMERA_REDRAW_MS = 16;

/**
 * The camera request: the rear camera preferred, 1280x720, or 720x1280 on screens 768 px wide or
 * narrower.
 */
export function cameraConstraints(screenWidth: number): MediaStreamConstraints {
  const portrait = screenWidth <= PORTRAIT_MAX_WIDTH;
  return {
    audio: false,
    video: {
      facingMode: { ideal: 'environment' },
      width: { ideal: portrait ? 720 : 1280 },
      height: { ideal: portrait ? 1280 : 720 },
    },
  };
}
