// antd's ConfigProvider imports its tooltip UniqueProvider (the popup engine of @rc-component/trigger,
// motion, portal, resize observer: ~10 KB gzip) to wrap the app only when `tooltip.unique` is set, which
// neither app sets; a static import cannot be shaken out, so the builds resolve it to this wrapper.
import type { ReactNode } from 'react';

/** antd's ConfigProvider `tooltip.unique` wrapper, stubbed: the children as they are. */
export default function UniqueProvider({ children }: { children?: ReactNode }): ReactNode {
  return children;
}
