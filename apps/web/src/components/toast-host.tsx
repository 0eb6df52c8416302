import { message } from 'antd';
import { useEffect } from 'react';
import { setToastApi } from '../lib/toast';

/** Renders antd's themed messages and connects the app-wide toasts to them. Loaded on the first toast. */
export function ToastHost() {
  const [api, holder] = message.useMessage({ top: 16, maxCount: 3 });
  useEffect(() => {
    setToastApi(api);
    return () => setToastApi(null);
  }, [api]);
  return holder;
}
