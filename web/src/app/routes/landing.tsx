import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { LandingPage } from '@/features/landing/components/landing-page';
import { usePageTitle } from '@/hooks/use-page-title';

/** The landing's section pages (/about, /pricing, ...) are titled after their section. */
const TITLE_BY_PATH: Record<string, string> = {
  [paths.about.path]: 'pageTitle.about',
  [paths.services.path]: 'pageTitle.services',
  [paths.pricing.path]: 'pageTitle.pricing',
  [paths.contact.path]: 'pageTitle.contact',
};

export default function LandingRoute() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  usePageTitle(t(TITLE_BY_PATH[pathname] ?? 'pageTitle.home'));
  return <LandingPage />;
}
