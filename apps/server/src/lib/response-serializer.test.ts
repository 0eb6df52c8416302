import * as contract from '@lms/domain/contract';
import { successBody } from '@lms/domain/contract';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';
import { readsAlikeBothWays, responseSerializerCompiler } from './response-serializer';

const serializerFor = (schema: $ZodType) =>
  responseSerializerCompiler({ schema, method: 'GET', url: '/test', httpStatus: '200' } as never);

const tree = (leaf: $ZodType) =>
  z.object({
    items: z.array(z.union([z.object({ kind: z.literal('a'), value: leaf }), z.null()])).optional(),
  });

describe('readsAlikeBothWays', () => {
  it('is true of objects, arrays, unions, enums, optional and nullable values, and recursive shapes', () => {
    const node: z.ZodType = z.lazy(() => z.object({ name: z.string(), children: z.array(node) }));
    expect(readsAlikeBothWays(tree(z.enum(['x', 'y']).nullable()))).toBe(true);
    expect(readsAlikeBothWays(node)).toBe(true);
    expect(readsAlikeBothWays(z.record(z.string(), z.tuple([z.number(), z.boolean()])))).toBe(true);
  });

  it('is false where a default, a transform, a codec or a catch sits anywhere inside', () => {
    expect(readsAlikeBothWays(tree(z.string().default('x')))).toBe(false);
    expect(readsAlikeBothWays(tree(z.string().transform((s) => s.length)))).toBe(false);
    expect(readsAlikeBothWays(tree(z.iso.datetime().pipe(z.coerce.date())))).toBe(false);
    expect(readsAlikeBothWays(tree(z.number().catch(0)))).toBe(false);
    const node: z.ZodType = z.lazy(() => z.object({ at: z.string().default(''), children: z.array(node) }));
    expect(readsAlikeBothWays(node)).toBe(false);
  });

  it('reads every route table: most answers take the fast check, the SMS settings (with defaults) do not', () => {
    const answers = Object.entries(contract)
      .filter(([name, value]) => name.endsWith('Routes') && typeof value === 'object' && value !== null)
      .flatMap(([name, table]) =>
        Object.entries(table as Record<string, { data?: z.ZodType; raw?: boolean }>)
          .filter(([, route]) => route.data && !route.raw)
          .map(([route, { data }]) => [
            `${name}.${route}`,
            readsAlikeBothWays(successBody(data as z.ZodType)),
          ]),
      );
    const slow = answers.filter(([, alike]) => !alike).map(([route]) => route);
    expect(answers.length).toBeGreaterThan(200);
    expect(slow).toContain('smsRoutes.smsSettings');
    expect(slow.length).toBeLessThan(answers.length / 10);
  });
});

describe('responseSerializerCompiler', () => {
  const view = z.object({ id: z.string(), marks: z.number().nullable(), tags: z.array(z.string()) });

  it('answers the JSON of what the schema names, dropping anything else (a fast-checked schema)', () => {
    const serialize = serializerFor(view);
    const json = serialize({ id: 'a1', marks: null, tags: ['x'], passwordHash: 'secret' });
    expect(JSON.parse(json)).toEqual({ id: 'a1', marks: null, tags: ['x'] });
  });

  it('refuses a value of the wrong shape with a serialization error (a 500), never sending it', () => {
    const serialize = serializerFor(view);
    let thrown: unknown;
    try {
      serialize({ id: 'a1', marks: '12', tags: [] });
    } catch (error) {
      thrown = error;
    }
    expect(isResponseSerializationError(thrown)).toBe(true);
  });

  it('encodes a schema with a default as before: the default is not filled in on the way out', () => {
    const withDefault = z.object({ id: z.string(), note: z.string().default('none') });
    const serialize = serializerFor(withDefault);
    expect(JSON.parse(serialize({ id: 'a1', note: 'kept', extra: 1 }))).toEqual({ id: 'a1', note: 'kept' });
    expect(() => serialize({ id: 'a1' })).toThrow();
  });
});
