/**
 * What kind of database trouble an error shows, if any: `unreachable` (a refused or dropped
 * connection, a shutdown or failover, too many clients, no connection in time) or `timeout` (a
 * statement or lock wait ran past its limit: the database is there but stuck). Either way trying
 * again later may work, and nothing was written.
 */
export type DatabaseFault = 'unreachable' | 'timeout';

// Codes: 08xxx connection exceptions, 57P01-57P03 admin/crash shutdown and "cannot connect now",
// 53300 too many connections, and the socket errors of Node.
const UNREACHABLE_CODE =
  /^(08|57P0[123]|53300|E(CONNREFUSED|CONNRESET|PIPE|TIMEDOUT|HOSTUNREACH|NETUNREACH|AI_AGAIN))/;
// 57014 statement timeout (query canceled), 55P03 lock timeout (lock not available).
const TIMEOUT_CODE = /^(57014|55P03)$/;
// pg and pg-pool say these without a code.
const UNREACHABLE_MESSAGE =
  /connection terminated|not queryable|timeout exceeded when trying to connect|connection timeout|connect ECONNREFUSED/i;

/**
 * The database fault an error shows, looking through its `cause` chain (Drizzle wraps the driver's
 * error in one that names the query), or undefined when the database refused what was asked.
 */
export function databaseFault(error: unknown): DatabaseFault | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && typeof current === 'object' && current !== null; depth++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string') {
      if (UNREACHABLE_CODE.test(code)) return 'unreachable';
      if (TIMEOUT_CODE.test(code)) return 'timeout';
    }
    if (typeof message === 'string' && UNREACHABLE_MESSAGE.test(message)) return 'unreachable';
    current = cause;
  }
  return undefined;
}

/** True when an error shows the database out of reach or stuck (see `databaseFault`). */
export function isDatabaseUnreachable(error: unknown): boolean {
  return databaseFault(error) !== undefined;
}
