/**
 * Opens a student's store on this device once per page: IndexedDB through `openIndexedDb` (which
 * should touch the database, so that a browser refusing it fails here), else `inMemory()`, logging
 * `warning`. The same store is given for the rest of the page, so nothing written lands in two stores.
 */
export function localStoreOpener<T>(
  openIndexedDb: (studentId: string) => Promise<T>,
  inMemory: () => T,
  warning: string,
): (studentId: string) => Promise<T> {
  const opened = new Map<string, Promise<T>>();
  return (studentId) => {
    let store = opened.get(studentId);
    if (!store) {
      store = (async () => {
        if (typeof indexedDB === 'undefined') return inMemory();
        try {
          return await openIndexedDb(studentId);
        } catch (error) {
          console.error(warning, error);
          return inMemory();
        }
      })();
      opened.set(studentId, store);
    }
    return store;
  };
}
