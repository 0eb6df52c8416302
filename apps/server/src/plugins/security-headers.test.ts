import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { headersSetBy } from './security-headers';

describe('headersSetBy', () => {
  it('takes the headers helmet sets, the last value of each, without the ones it removes', () => {
    const headers = new Map(
      headersSetBy(helmet({ frameguard: { action: 'deny' }, referrerPolicy: { policy: 'no-referrer' } })),
    );
    expect(headers.get('X-Frame-Options')).toBe('DENY');
    expect(headers.get('Referrer-Policy')).toBe('no-referrer');
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(headers.get('Content-Security-Policy')).toContain("default-src 'self'");
    expect(headers.has('X-Powered-By')).toBe(false);

    const overridden = headersSetBy((_request, response, next) => {
      response.setHeader('X-Test', 'first');
      response.setHeader('x-test', 'second');
      response.setHeader('X-Gone', 'soon');
      response.removeHeader('x-gone');
      next();
    });
    expect(overridden).toEqual([['x-test', 'second']]);
  });

  it('refuses a middleware that fails or does not finish at once (its headers would depend on the request)', () => {
    expect(() => headersSetBy((_request, _response, next) => next(new Error('bad policy')))).toThrow(
      'bad policy',
    );
    expect(() => headersSetBy(() => {})).toThrow('did not finish at once');
  });
});
