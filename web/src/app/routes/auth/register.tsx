import { useTranslation } from 'react-i18next';
import { RegisterScreen } from '@/features/auth/components/register-screen';
import { usePageTitle } from '@/hooks/use-page-title';

export default function RegisterRoute() {
  const { t } = useTranslation();
  usePageTitle(t('pageTitle.register'));
  return <RegisterScreen />;
}
