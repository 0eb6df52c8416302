/**
 * True when an error says the database is out of reach (refused or dropped connection, shutdown, too
 * many clients, no pooled connection in time) rather than that it refused what was asked: trying
 * again later may work, and nothing was written.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string')
    return /^(08|57P0[123]|53300|E(CONN|PIPE|TIMEDOUT|HOSTUNREACH|NETUNREACH|AI_AGAIN))/.test(code);
  return typeof message === 'string' && /connection|terminated|timeout exceeded/i.test(message);
}
