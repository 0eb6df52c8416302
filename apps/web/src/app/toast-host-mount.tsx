import { Suspense, useSyncExternalStore } from 'react';
import { withAntdSheet } from '../lib/antd-sheet';
import { lazyNamed } from '../lib/lazy-named';
import { isToastHostRequested, subscribeToastHost } from '../lib/toast';

const ToastHost = lazyNamed(
  withAntdSheet(() => import('../components/toast-host')),
  'ToastHost',
);

/** Mounts the toast host (a lazy chunk) once the first toast is asked for. */
export function ToastHostMount() {
  const requested = useSyncExternalStore(subscribeToastHost, isToastHostRequested, () => false);
  return requested ? (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  ) : null;
}
