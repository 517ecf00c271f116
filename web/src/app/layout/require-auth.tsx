import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useAppSelector } from '@/hooks/store';
import { selectUserInfo } from '@/stores/auth-slice';

/** Members-only screens send visitors to sign in and bring them back afterwards. */
export function RequireAuth() {
  const userInfo = useAppSelector(selectUserInfo);
  const location = useLocation();
  if (!userInfo) {
    return <Navigate to={paths.login.getHref(location.pathname + location.search)} replace />;
  }
  return <Outlet />;
}
