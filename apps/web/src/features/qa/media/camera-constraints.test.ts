import { describe, expect, it } from 'vitest';
import { cameraConstraints } from './camera-constraints';

describe('cameraConstraints', () => {
  it('asks for the rear camera at 1280x720 on wide screens and 720x1280 at 768 px or less', () => {
    expect(cameraConstraints(1024).video).toEqual({
      facingMode: { ideal: 'environment' },
      width: { ideal: 1280 },
      height: { ideal: 720 },
    });
    expect(cameraConstraints(768).video).toMatchObject({ width: { ideal: 720 }, height: { ideal: 1280 } });
    expect(cameraConstraints(360).video).toMatchObject({ width: { ideal: 720 }, height: { ideal: 1280 } });
  });
});
