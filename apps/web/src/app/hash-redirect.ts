/**
 * The plain path of an old hash-style address (`#!/path`), or null when the hash is not one.
 * `#!/otp?x=1` -> `/otp?x=1`, `#!login` -> `/login`.
 */
export function hashBangPath(hash: string): string | null {
  if (!hash.startsWith('#!')) return null;
  const rest = hash.slice(2);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** Replaces an old `#!/path` address in the address bar by `/path`, before the router reads it. */
export function redirectHashBang(location: Location, history: History): void {
  const path = hashBangPath(location.hash);
  if (path !== null) history.replaceState(history.state, '', path);
}
