import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useAppSelector } from '@/hooks/store';
import { selectSignedIn } from '@/stores/auth-slice';

/** Members-only screens send visitors to sign in and bring them back afterwards. */
export function RequireAuth() {
  const signedIn = useAppSelector(selectSignedIn);
  const location = useLocation();
  if (!signedIn) {
    return <Navigate to={paths.login.getHref(location.pathname + location.search)} replace />;
  }
  return <Outlet />;
}
