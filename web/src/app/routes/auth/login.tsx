import { useTranslation } from 'react-i18next';
import { LoginScreen } from '@/features/auth/components/login-screen';
import { usePageTitle } from '@/hooks/use-page-title';

export default function LoginRoute() {
  const { t } = useTranslation();
  usePageTitle(t('pageTitle.login'));
  return <LoginScreen />;
}
