import { afterEach, describe, expect, it } from 'vitest';
import { hashBangPath, redirectHashBang } from './hash-redirect';

describe('hashBangPath', () => {
  it.each([
    ['#!/login', '/login'],
    ['#!/otp?origin=x', '/otp?origin=x'],
    ['#!register', '/register'],
    ['#!/', '/'],
  ])('%s -> %s', (hash, path) => {
    expect(hashBangPath(hash)).toBe(path);
  });

  it.each(['', '#', '#/login', '#section'])('leaves %j alone', (hash) => {
    expect(hashBangPath(hash)).toBeNull();
  });
});

describe('redirectHashBang', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('rewrites the address bar from #!/path to /path', () => {
    window.history.replaceState(null, '', '/#!/forget-password');
    redirectHashBang(window.location, window.history);
    expect(window.location.pathname).toBe('/forget-password');
    expect(window.location.hash).toBe('');
  });

  it('keeps an ordinary address', () => {
    window.history.replaceState(null, '', '/courses#top');
    redirectHashBang(window.location, window.history);
    expect(window.location.pathname).toBe('/courses');
    expect(window.location.hash).toBe('#top');
  });
});
