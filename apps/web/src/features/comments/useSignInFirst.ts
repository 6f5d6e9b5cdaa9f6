import { useLocation, useNavigate } from 'react-router';
import { notifyInfo } from '../../components/notify';
import { loginPathFor } from '../../lib/redirect';

/**
 * docs/validation-and-limits.md Forum: a signed-out visitor who tries to post is told why and sent to /login, which brings
 * them back here afterwards (the same way RequireAuth carries the original location).
 */
export function useSignInFirst(): (message: string) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return (message) => {
    notifyInfo(message);
    const from = `${location.pathname}${location.search}${location.hash}`;
    void navigate(loginPathFor(from), { state: { from } });
  };
}
