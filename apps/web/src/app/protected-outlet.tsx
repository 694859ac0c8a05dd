import { Navigate, Outlet } from 'react-router';
import { useIsAuthenticated } from '../lib/session.ts';
import { useLocalizedPath } from '../lib/language.ts';

/** The account area while it is shown: a player who logs out there goes to the main page (§2.5). */
export function ProtectedOutlet() {
  const authenticated = useIsAuthenticated();
  const to = useLocalizedPath();
  return authenticated ? <Outlet /> : <Navigate to={to('/')} replace />;
}
