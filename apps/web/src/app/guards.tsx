import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSignedIn } from '../lib/session';

/** Renders signed-out screens; a signed-in student is sent to `/`. */
export function SignedOutRoute() {
  return useSignedIn() ? <Navigate to="/" replace /> : <Outlet />;
}

/** Props of the signed-in guard. */
export interface SignedInRouteProps {
  /** The signed-in shell (header, tabs and the page outlet). */
  shell: ReactNode;
  /** What `/` shows to a signed-out visitor (Sign In). */
  signedOutHome: ReactNode;
}

/**
 * Renders the signed-in shell for a signed-in student. A signed-out visitor sees Sign In at `/`
 * and is sent to `/login` from any other signed-in route.
 */
export function SignedInRoute({ shell, signedOutHome }: SignedInRouteProps) {
  const signedIn = useSignedIn();
  const { pathname } = useLocation();
  if (signedIn) return shell;
  return pathname === '/' ? signedOutHome : <Navigate to="/login" replace />;
}
