// The browser apps take method, path and types from the route table; validation is the server's. In
// their builds `zod` resolves to this stub so that the table's schemas cost nothing (the real zod is
// ~90 KB gzip, more than half the sign-in page). Every property and call gives the stub back.
type Stub = ((...args: unknown[]) => Stub) & { [key: string | symbol]: Stub };

const stub: Stub = new Proxy((() => undefined) as unknown as Stub, {
  get: (_target, key) => {
    if (key === Symbol.toPrimitive) return () => '';
    if (key === Symbol.iterator) return function* () {};
    if (key === 'then') return undefined;
    return stub;
  },
  apply: () => stub,
  construct: () => stub,
});

/** zod's namespace export, stubbed. */
export const z = stub;
export default stub;
