import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { setSessionLostHandler } from '../lib/session';

/** After a lost session (401 notLoggedIn) goes to `/` without a reload, so its toast stays visible. */
export function SessionLostBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    setSessionLostHandler(() => navigate('/', { replace: true }));
  }, [navigate]);
  return null;
}
