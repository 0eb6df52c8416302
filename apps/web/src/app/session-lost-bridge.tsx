import { useEffect } from 'react';
import { setSessionLostHandler } from '../lib/session';
import { useAppNavigate } from '../lib/use-app-navigate';

/** After a lost session (401 notLoggedIn) goes to `/` without a reload, so its toast stays visible. */
export function SessionLostBridge() {
  const navigate = useAppNavigate();
  useEffect(() => {
    setSessionLostHandler(() => navigate('/', { replace: true }));
  }, [navigate]);
  return null;
}
