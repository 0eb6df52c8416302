import type { Route } from '@lms/domain/contract';
import * as contract from '@lms/domain/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditWritesSettled } from '../src/modules/audit/record-write';
import {
  guardianSession,
  makeGroup,
  newPhone,
  registeredStudent,
  setGuardian,
  signIn,
  staffSession,
} from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';
import { type WriteWatch, watchWrites } from './support/write-watch';

// Every route of every table is called with hostile params, query and bodies (NUL bytes, lone
// surrogates, numbers out of range, huge and deeply nested values, wrong types, `__proto__` keys),
// as its own kind of caller, in-process (no HTTP) on one app. No answer may be a server error, a 400
// must say what is wrong, and a call refused with 400 writes no row anywhere.
// FUZZ_CALLS sets the calls in all, spread evenly over the routes (CI: the default, 10,000).
const CALLS = Number(process.env.FUZZ_CALLS ?? 10_000);

const isRoute = (value: unknown): value is Route =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'access' in value;

/** Every route of every table, sign-outs last (they end the session the others use). */
const routes: [string, Route][] = Object.values(contract)
  .flatMap((value) =>
    typeof value === 'object' && value !== null && Object.values(value).every(isRoute)
      ? Object.entries(value as Record<string, Route>)
      : [],
  )
  .sort(([a], [b]) => Number(a === 'logout') - Number(b === 'logout'));
const RUNS = Math.ceil(CALLS / routes.length);

let t: TestApp;
let writes: WriteWatch;
let made = 0;
let studentToken: string;
let staffToken: string;
let guardianToken: string;
/** The OpenAPI description: the field names and types of each route's query and body. */
let docs: { paths: Record<string, Record<string, OpenApiOperation>> };

interface OpenApiOperation {
  parameters?: { in: string; name: string; schema?: { type?: string } }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, { type?: string }> } }> };
}

beforeAll(async () => {
  // Request lines are not logged: at 10,000 calls, writing them is a good part of the time.
  t = await createTestApp({ RATE_LIMITS_OFF: '1', LOG_LEVEL: 'warn' });
  const phone = newPhone();
  await registeredStudent(t.ctx, phone);
  studentToken = await signIn(t.app, phone);
  staffToken = await staffSession(t.app, ['admin']);
  const guardianPhone = newPhone();
  await setGuardian(t.ctx, guardianPhone, await registeredStudent(t.ctx, newPhone()));
  guardianToken = await guardianSession(t.app, guardianPhone);
  docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  writes = await watchWrites(t.ctx.database.runner);
});
afterAll(async () => {
  await t.close();
});

const nasty = [
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFF',
  '\uDBFF\uDBFF',
  '😀',
  '',
  ' ',
  '../../etc/passwd',
  '%00',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '__proto__',
  'constructor',
  '1e20',
  '-1e20',
  'NaN',
  'Infinity',
  '00000000-0000-0000-0000-000000000000',
  '9999999999999999999999',
  'true',
  'null',
  'x'.repeat(10_000),
];
const hostileString = fc.oneof(
  fc.constantFrom(...nasty),
  fc.string({ unit: 'binary', maxLength: 24 }),
  fc.uuid(),
);
const hostileNumber = fc.oneof(
  fc.constantFrom(1e20, -1e20, Number.MAX_VALUE, -Number.MAX_VALUE, 2 ** 53, -(2 ** 53), 0.5, -1, 0, 1e-300),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
/** An array nested `depth` times. */
const deep = (depth: number): unknown => (depth === 0 ? 'bottom' : [deep(depth - 1)]);
const hostileScalar = fc.oneof(hostileString, hostileNumber, fc.boolean(), fc.constant(null));
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileScalar },
  { weight: 1, arbitrary: fc.array(hostileScalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileString, hostileScalar, { maxKeys: 3 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      deep(500),
      Array.from({ length: 5000 }, (_, i) => i),
    ),
  },
);

/** A value of roughly the documented type, or anything hostile. */
function fieldValue(type: string | undefined): fc.Arbitrary<unknown> {
  const typed =
    type === 'number' || type === 'integer'
      ? hostileNumber
      : type === 'boolean'
        ? fc.boolean()
        : type === 'array'
          ? fc.array(hostileValue, { maxLength: 3 })
          : hostileString;
  return fc.oneof(typed, hostileValue);
}

// JSON bodies written by hand: an object literal cannot hold an own `__proto__` key.
const prototypePollution = [
  '{"__proto__":{"isAdmin":true,"roles":["admin"]}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"a":',
  '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]',
  'null',
  '"just a string"',
  '1e400',
];

const encoded = new Map<string, string>();

/** Percent-encodes text as WTF-8, so a lone surrogate reaches the server as the bytes it would be. */
function encodeSegment(text: string): string {
  // The long constants come back thousands of times: encode them once.
  if (text.length > 64) {
    const known = encoded.get(text);
    if (known !== undefined) return known;
    const out = encodeChars(text);
    encoded.set(text, out);
    return out;
  }
  return encodeChars(text);
}

function encodeChars(text: string): string {
  let out = '';
  for (const char of text) {
    const cp = char.codePointAt(0)!;
    if (/^[A-Za-z0-9\-_.~]$/.test(char)) {
      out += char;
      continue;
    }
    const bytes =
      cp < 0x80
        ? [cp]
        : cp < 0x800
          ? [0xc0 | (cp >> 6), 0x80 | (cp & 63)]
          : cp < 0x10000
            ? [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63)]
            : [0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63)];
    for (const b of bytes) out += `%${b.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

const toText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

/** The generator of one call to `route`: its URL (params and query filled in) and its body. */
function callOf(route: Route): fc.Arbitrary<{ url: string; payload?: string }> {
  const docPath = route.path.replace(/:(\w+)/g, '{$1}');
  const operation = docs.paths[`/api${docPath}`]?.[route.method.toLowerCase()] ?? {};
  const queryFields = (operation.parameters ?? []).filter((p) => p.in === 'query');
  const bodyFields =
    Object.values(operation.requestBody?.content ?? {})[0]?.schema?.properties ??
    ({} as Record<string, never>);

  const paramNames = [...route.path.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? '*');
  const params = fc.tuple(...paramNames.map(() => fc.oneof(hostileString, fc.uuid())));
  const query = fc.record(
    Object.fromEntries(queryFields.map((f) => [f.name, fieldValue(f.schema?.type).map(toText)])),
    { requiredKeys: [] },
  );
  const extraQuery = fc.dictionary(hostileString, hostileString.map(toText), { maxKeys: 2 });
  const knownBody = fc.record(
    Object.fromEntries(Object.entries(bodyFields).map(([name, f]) => [name, fieldValue(f.type)])),
    { requiredKeys: [] },
  );
  const body = route.body
    ? fc.oneof(
        {
          weight: 5,
          arbitrary: fc
            .tuple(knownBody, fc.dictionary(hostileString, hostileValue, { maxKeys: 2 }))
            .map(([a, b]) => JSON.stringify({ ...b, ...a })),
        },
        { weight: 2, arbitrary: hostileValue.map((v) => JSON.stringify(v) ?? 'null') },
        { weight: 1, arbitrary: fc.constantFrom(...prototypePollution) },
      )
    : fc.constant(undefined);

  return fc.tuple(params, query, extraQuery, body).map(([values, known, extra, payload]) => {
    let index = 0;
    const path = route.path.replace(/:(\w+)|\*/g, () => encodeSegment(values[index++]!));
    const pairs = Object.entries({ ...extra, ...known }).map(
      ([k, v]) => `${encodeSegment(k)}=${encodeSegment(v ?? '')}`,
    );
    return {
      url: `/api${path}${pairs.length ? `?${pairs.join('&')}` : ''}`,
      ...(payload === undefined ? {} : { payload }),
    };
  });
}

// Header values are bytes 0x20-0xFF (anything else cannot be sent): a forged session now and then.
const headerText = fc.constantFrom(
  'null',
  'x'.repeat(8000),
  '../../',
  '\u00ff\u00fe',
  `Bearer ${'a'.repeat(64)}`,
  '',
  '__proto__',
);
const hostileHeaders = fc.oneof(
  { weight: 6, arbitrary: fc.constant({} as { authorization?: string; agent?: string }) },
  { weight: 1, arbitrary: fc.record({ authorization: headerText, agent: headerText }, { requiredKeys: [] }) },
);

function tokenFor(route: Route): string | undefined {
  switch (route.access.who) {
    case 'anyone':
      return undefined;
    case 'student':
      return studentToken;
    case 'guardian':
      return guardianToken;
    case 'signedIn':
      return staffToken;
    case 'staff':
      return staffToken;
  }
}

describe('hostile input on every route', () => {
  it('covers the whole route table, and sees a row written', async () => {
    expect(routes.length).toBeGreaterThan(100);
    await makeGroup(t.ctx);
    expect(await writes.take()).toEqual(['groups']);
  });

  // Writes that land after their own call answered: the exam monitor's activity, flushed once a second.
  const background = new Set(['exam_attempt_activity']);

  for (const [name, route] of routes) {
    it(`${route.method} ${route.path} (${name}) never answers a server error`, async () => {
      await fc.assert(
        fc.asyncProperty(callOf(route), hostileHeaders, async ({ url, payload }, noise) => {
          const token = noise.authorization ?? tokenFor(route);
          const res = await t.app.inject({
            method: route.method,
            url,
            headers: {
              ...(token ? { authorization: token } : {}),
              ...(noise.agent === undefined ? {} : { agent: noise.agent }),
              ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
            },
            ...(payload === undefined ? {} : { payload }),
          });
          made++;
          // An audit entry is written after its response: it belongs to this call, not the next.
          await auditWritesSettled(t.ctx);
          const written = (await writes.take()).filter((table) => !background.has(table));
          const described = `${route.method} ${url.slice(0, 300)} ${payload?.slice(0, 300) ?? ''} -> ${res.statusCode} ${res.body.slice(0, 300)}`;
          expect(res.statusCode, described).not.toBe(500);
          if (res.statusCode >= 500) expect(res.json().errors?.title, described).toBeTruthy();
          if (res.statusCode === 400) {
            const errors = res.json().errors;
            expect(errors?.title || errors?.message, described).toBeTruthy();
            expect(written, `rows written by a refused call: ${described}`).toEqual([]);
          }
        }),
        { numRuns: RUNS },
      );
    });
  }

  it(`made at least ${CALLS} calls`, () => {
    expect(made).toBeGreaterThanOrEqual(CALLS);
  });
});
