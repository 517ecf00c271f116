import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { LandingPage } from '@/features/landing/components/landing-page';
import { useAppSelector } from '@/hooks/store';
import { usePageTitle } from '@/hooks/use-page-title';
import { loadNamespacesWhenReady } from '@/lib/i18n';
import { selectCurrentUser } from '@/stores/auth-slice';

/** The landing's section pages (/about, /pricing, ...) are titled after their section. */
const TITLE_BY_PATH: Record<string, string> = {
  [paths.about.path]: 'pageTitle.about',
  [paths.services.path]: 'pageTitle.services',
  [paths.pricing.path]: 'pageTitle.pricing',
  [paths.contact.path]: 'pageTitle.contact',
};

// Members only: visitors never download the home (docs/decisions/010-light-landing.md), nor its
// stories bar. Its texts load together with its code, so the home does not wait for them afterwards.
const HomeScreen = lazy(async () => {
  const [home, stories, notebook] = await Promise.all([
    import('@/features/home/components/home-screen'),
    import('@/features/stories/components/stories-bar'),
    import('@/features/notebook/components/due-cards-link'),
    loadNamespacesWhenReady(['home', 'stories', 'notebook']),
  ]);
  const { StoriesBar } = stories;
  const { DueCardsLink } = notebook;
  return {
    default: () => <home.HomeScreen storiesBar={<StoriesBar />} dueCards={<DueCardsLink />} />,
  };
});

/** `/` is the member's home once signed in (PRODUCT §8.4); the landing sections stay for all. */
export default function LandingRoute() {
  const { t } = useTranslation();
  const signedIn = Boolean(useAppSelector(selectCurrentUser));
  const { pathname } = useLocation();
  const home = signedIn && pathname === paths.home.path;
  usePageTitle(t(home ? 'pageTitle.memberHome' : (TITLE_BY_PATH[pathname] ?? 'pageTitle.home')));
  if (home) {
    return (
      <Suspense fallback={<PageLoader />}>
        <HomeScreen />
      </Suspense>
    );
  }
  return <LandingPage />;
}
