import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { brokenTextMessage, isSafeText, storableInput } from './common';

describe('storable text', () => {
  it('takes plain text and paired surrogates, refuses a NUL and either lone half', () => {
    for (const good of ['', 'Dhaka', 'বাংলা', 'ok 😀', '\uD83D\uDE00'])
      expect(isSafeText(good), good).toBe(true);
    for (const bad of ['a\u0000b', '\uD800', 'x\uD800y', '\uDC00', '\uDE00\uD83D', 'ok 😀\uD83D'])
      expect(isSafeText(bad), JSON.stringify(bad)).toBe(false);
  });

  it('refuses a broken string or an out-of-range number anywhere in an input, naming its path', () => {
    const body = storableInput(
      z.object({
        answer: z.array(z.string()),
        extra: z.array(z.object({ name: z.string() })),
        n: z.number(),
      }),
    );
    expect(body.safeParse({ answer: ['4'], extra: [{ name: 'a.pdf' }], n: 1.5 }).success).toBe(true);
    const nul = body.safeParse({ answer: ['4'], extra: [{ name: 'a\u0000' }], n: 1 });
    expect(nul.error?.issues).toEqual([
      expect.objectContaining({ path: ['extra', 0, 'name'], message: brokenTextMessage }),
    ]);
    const big = body.safeParse({ answer: [], extra: [], n: -1e20 });
    expect(big.error?.issues[0]?.path).toEqual(['n']);
  });
});
