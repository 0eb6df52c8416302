import { describe, expect, it } from 'vitest';
import { logoPreloadLink } from './logo-preload';

describe('the logo preload header', () => {
  it('names a path or a web address as an image to fetch at high priority', () => {
    expect(logoPreloadLink('/logo.svg')).toBe('</logo.svg>; rel=preload; as=image; fetchpriority=high');
    expect(logoPreloadLink(' https://cdn.example.com/a/logo.png?v=2 ')).toBe(
      '<https://cdn.example.com/a/logo.png?v=2>; rel=preload; as=image; fetchpriority=high',
    );
  });

  it('percent-encodes letters outside ASCII, as the browser sends them', () => {
    expect(logoPreloadLink('/uploads/লোগো.png')).toBe(
      `<${encodeURI('/uploads/লোগো.png')}>; rel=preload; as=image; fetchpriority=high`,
    );
  });

  it('percent-encodes quotes, spaces, angle brackets and control characters, so none breaks the header', () => {
    expect(logoPreloadLink('/a "b"<c>\\d\u0000.png')).toBe(
      '</a%20%22b%22%3Cc%3E%5Cd%00.png>; rel=preload; as=image; fetchpriority=high',
    );
  });

  it('gives none for what a header or a Link value cannot carry, or what is no web address', () => {
    for (const bad of [
      '',
      '   ',
      'logo.png',
      '//evil.example.com/x.png',
      'data:image/png;base64,AAAA',
      'javascript:alert(1)',
      '/logo.png>; rel=stylesheet',
      '/a,b.png',
      '/a\ud800.png',
      `/${'x'.repeat(600)}.png`,
    ]) {
      expect(logoPreloadLink(bad), JSON.stringify(bad)).toBeNull();
    }
  });
});
