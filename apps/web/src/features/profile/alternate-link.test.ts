import { describe, expect, it } from 'vitest';
import { withHttpsPrefix } from './alternate-link';

describe('withHttpsPrefix', () => {
  it('adds https:// when the link has no scheme', () => {
    expect(withHttpsPrefix('meet.example.com/exam')).toBe('https://meet.example.com/exam');
    expect(withHttpsPrefix('  //forms.example.org ')).toBe('https://forms.example.org');
  });

  it('keeps http and https links and empty ones', () => {
    expect(withHttpsPrefix('https://a.example')).toBe('https://a.example');
    expect(withHttpsPrefix('HTTP://a.example')).toBe('HTTP://a.example');
    expect(withHttpsPrefix('')).toBe('');
    expect(withHttpsPrefix(null)).toBe('');
  });
});
