import { accountRoutes, routePath } from '@lms/domain/contract';
import { describe, expect, it } from 'vitest';
import type { z as realZod } from 'zod';
import { z as stub } from './zod-stub';

// Typed as the real zod, since the stub stands in for it in the builds.
const z = stub as unknown as typeof realZod;

describe('zod stub of the browser builds', () => {
  it('accepts any schema construction and chaining', () => {
    const schema = z.object({ a: z.string().min(1).max(2) }).extend({ b: z.enum(['x']) });
    expect(typeof schema).toBe('function');
    expect([...(z.array(z.string()) as unknown as Iterable<unknown>)]).toEqual([]);
    expect(`${z.string()}`).toBe('');
  });
  it('leaves the table route data a caller needs (with real zod here, as the server has it)', () => {
    expect(accountRoutes.requestOtp.method).toBe('GET');
    expect(routePath(accountRoutes.requestOtp, { phone: '0171 0' })).toBe('/student/otp/0171%200');
  });
});
