import { useTranslation } from 'react-i18next';
import { ForgotPasswordScreen } from '@/features/auth/components/forgot-password-screen';
import { usePageTitle } from '@/hooks/use-page-title';

export default function ForgotPasswordRoute() {
  const { t } = useTranslation();
  usePageTitle(t('pageTitle.forgotPassword'));
  return <ForgotPasswordScreen />;
}
