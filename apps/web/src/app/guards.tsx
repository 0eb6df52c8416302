import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useGuardianSignedIn, useSignedIn } from '../lib/session';

/** Renders signed-out screens; a signed-in student is sent to `/`, a signed-in guardian to `/guardian`. */
export function SignedOutRoute() {
  const guardian = useGuardianSignedIn();
  if (useSignedIn()) return <Navigate to="/" replace />;
  return guardian ? <Navigate to="/guardian" replace /> : <Outlet />;
}

/** Renders the guardian's shell for a signed-in guardian; anyone else is sent to the guardian's sign-in. */
export function GuardianRoute({ shell }: { shell: ReactNode }) {
  return useGuardianSignedIn() ? shell : <Navigate to="/guardian/login" replace />;
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
  const guardian = useGuardianSignedIn();
  const { pathname } = useLocation();
  if (signedIn) return shell;
  if (guardian) return <Navigate to="/guardian" replace />;
  return pathname === '/' ? signedOutHome : <Navigate to="/login" replace />;
}
