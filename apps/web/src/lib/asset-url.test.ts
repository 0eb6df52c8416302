import { describe, expect, it } from 'vitest';
import { assetUrl } from './asset-url';

describe('assetUrl', () => {
  it('puts a storage key under the asset host', () => {
    expect(assetUrl('https://cdn.example.test/', 'profile/a.png')).toBe(
      'https://cdn.example.test/profile/a.png',
    );
    expect(assetUrl('https://cdn.example.test', '/files/a.png')).toBe('/files/a.png');
  });

  it('keeps absolute addresses and handles missing values', () => {
    expect(assetUrl('https://cdn.example.test', 'https://elsewhere.test/x.png')).toBe(
      'https://elsewhere.test/x.png',
    );
    expect(assetUrl('', 'profile/a.png')).toBe('/profile/a.png');
    expect(assetUrl('https://cdn.example.test', null)).toBeUndefined();
    expect(assetUrl(undefined, '')).toBeUndefined();
  });
});
