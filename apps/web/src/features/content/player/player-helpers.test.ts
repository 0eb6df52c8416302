import { describe, expect, it, vi } from 'vitest';
import { withAccessToken } from './access-token-url';
import { createCompletionTracker } from './completion-tracker';
import { createDoubleClickDetector, skipDirection } from './double-click';
import { detectDrmSystem } from './drm-system';
import { qualityLevels } from './quality-levels';
import { nextWatermarkPosition, watermarkText } from './watermark-position';

describe('double click', () => {
  it('is two clicks within 300 ms; a third click starts over', () => {
    const d = createDoubleClickDetector();
    expect(d.click(1000)).toBe(false);
    expect(d.click(1300)).toBe(true);
    expect(d.click(1400)).toBe(false);
    expect(d.click(1701)).toBe(false);
    expect(d.click(1800)).toBe(true);
  });

  it('skips back on the left half and forward on the right half', () => {
    expect(skipDirection(10, 400)).toBe(-1);
    expect(skipDirection(300, 400)).toBe(1);
  });
});

describe('completion', () => {
  it('marks once at 80%, and not again at the end', () => {
    const onComplete = vi.fn();
    const tracker = createCompletionTracker(onComplete);
    tracker.progress(7.9, 10);
    expect(onComplete).not.toHaveBeenCalled();
    tracker.progress(8, 10);
    tracker.progress(9, 10);
    tracker.ended();
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('marks at the end when 80% was never seen (a seek to the end)', () => {
    const onComplete = vi.fn();
    const tracker = createCompletionTracker(onComplete);
    tracker.progress(1, Number.NaN);
    tracker.ended();
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(tracker.completed).toBe(true);
  });
});

describe('watermark', () => {
  it('stays inside the picture and shows username and roll', () => {
    expect(nextWatermarkPosition(() => 0)).toEqual({ top: 5, left: 5 });
    expect(nextWatermarkPosition(() => 1)).toEqual({ top: 80, left: 60 });
    expect(watermarkText({ username: '8801710000001', sid: '26001' })).toBe('8801710000001 26001');
    expect(watermarkText(null)).toBe('');
  });
});

describe('access token on HLS requests', () => {
  const base = 'http://localhost:3000/api/';
  it('adds or replaces the token on our HLS addresses only', () => {
    expect(withAccessToken('http://localhost:3000/api/hls/k/v0/seg_000.m4s', 'T2', base)).toBe(
      'http://localhost:3000/api/hls/k/v0/seg_000.m4s?token=T2',
    );
    expect(withAccessToken('http://localhost:3000/api/hls/k/master.m3u8?token=T1', 'T2', base)).toBe(
      'http://localhost:3000/api/hls/k/master.m3u8?token=T2',
    );
    expect(withAccessToken('https://license.example.com/ri/licenseManager.do', 'T2', base)).toBe(
      'https://license.example.com/ri/licenseManager.do',
    );
  });
});

describe('DRM system detection', () => {
  it('prefers Widevine, then PlayReady, then FairPlay', async () => {
    const supported = (list: string[]) => async (k: string) => list.includes(k);
    expect(
      (await detectDrmSystem(supported(['com.microsoft.playready', 'com.widevine.alpha'])))?.drmType,
    ).toBe('Widevine');
    expect((await detectDrmSystem(supported(['com.microsoft.playready'])))?.drmType).toBe('PlayReady');
    expect(
      (
        await detectDrmSystem(async (k) => {
          if (k !== 'com.apple.fps') throw new Error('unsupported');
          return true;
        })
      )?.drmType,
    ).toBe('FairPlay');
    expect(await detectDrmSystem(supported([]))).toBeNull();
  });
});

describe('quality menu', () => {
  it('lists each height once, tallest first, and nothing without heights', () => {
    const levels = qualityLevels([
      { id: 1, height: 240, bandwidth: 300 },
      { id: 2, height: 360, bandwidth: 700 },
      { id: 3, height: 360, bandwidth: 900 },
      { id: 4, height: null, bandwidth: 100 },
    ]);
    expect(levels).toEqual([
      { height: 360, label: '360p', trackId: 3 },
      { height: 240, label: '240p', trackId: 1 },
    ]);
    expect(qualityLevels([{ id: 1, height: null, bandwidth: 1 }])).toEqual([]);
  });
});
