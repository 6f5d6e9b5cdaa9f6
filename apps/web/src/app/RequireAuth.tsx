import { Navigate, Outlet, useLocation } from 'react-router';
import { loginPathFor } from '../lib/redirect';
import { useSession } from '../lib/session';

/**
 * Guards the login-protected routes of docs/screens-and-flows.md#routes: only a stored signed-in user is checked; anyone else
 * goes to /login, which brings them back to the original path, query and hash after signing in.
 */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (!session) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={loginPathFor(from)} replace state={{ from }} />;
  }
  return <Outlet />;
}
