import { describe, expect, it } from 'vitest';
import { databaseFault } from './database-unreachable';

// The errors as the drivers make them: pg's (a code, or only a message), wrapped by Drizzle in an error
// whose message is the statement and whose `cause` is the driver's.
const wrapped = (cause: unknown) =>
  Object.assign(new Error('Failed query: select "id" from "students" where "id" = $1\nparams: 42'), {
    cause,
  });
const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('databaseFault', () => {
  it('finds the fault through the cause chain', () => {
    expect(databaseFault(wrapped(coded('ECONNREFUSED')))).toBe('unreachable');
    expect(databaseFault(wrapped(new Error('Connection terminated unexpectedly')))).toBe('unreachable');
    expect(databaseFault(wrapped(wrapped(coded('57P01'))))).toBe('unreachable');
  });

  it('tells a database out of reach from one that timed out', () => {
    for (const code of ['57P01', '57P02', '57P03', '08006', '08001', '53300', 'ECONNRESET'])
      expect(databaseFault(coded(code)), code).toBe('unreachable');
    expect(databaseFault(new Error('timeout exceeded when trying to connect'))).toBe('unreachable');
    expect(databaseFault(coded('57014', 'canceling statement due to statement timeout'))).toBe('timeout');
    expect(databaseFault(coded('55P03', 'canceling statement due to lock timeout'))).toBe('timeout');
  });

  it('leaves alone what the database refused on purpose', () => {
    expect(databaseFault(wrapped(coded('23505', 'duplicate key value violates unique constraint')))).toBe(
      undefined,
    );
    expect(databaseFault(coded('22P02'))).toBe(undefined);
    expect(databaseFault(new Error('Failed query: select 1'))).toBe(undefined);
    expect(databaseFault('a string')).toBe(undefined);
  });
});
