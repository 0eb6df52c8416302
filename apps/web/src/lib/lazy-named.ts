import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** React.lazy for a module's named export: `lazyNamed(() => import('./page'), 'Page')`. */
export function lazyNamed<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => ({ default: (await load())[name] }));
}
