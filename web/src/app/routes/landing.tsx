import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { useAppSelector } from '@/hooks/store';
import { usePageTitle } from '@/hooks/use-page-title';
import { loadNamespacesWhenReady } from '@/lib/i18n';
import { createModuleLoader, useLazyModule } from '@/lib/lazy-module';
import { readStoredUserInfo, selectSignedIn } from '@/stores/auth-slice';

// A member's home does not download the visitor landing (issue 32): the route loader below fetches
// it with the route for everyone else, so a visitor's landing renders at once, without a spinner.
const landingPage = createModuleLoader(() => import('@/features/landing/components/landing-page'));

/** For the router: the landing with the route, except on `/` for a signed-in member. */
export async function loadLandingFor(path: string): Promise<void> {
  if (path === paths.home.path && readStoredUserInfo()) {
    // Not loading is no error: the route then shows its spinner until the home has come.
    await memberHome.load().catch(() => undefined);
    return;
  }
  await landingPage.load();
}

/** The landing's section pages (/about, /pricing, ...) are titled after their section. */
const TITLE_BY_PATH: Record<string, string> = {
  [paths.about.path]: 'pageTitle.about',
  [paths.services.path]: 'pageTitle.services',
  [paths.pricing.path]: 'pageTitle.pricing',
  [paths.contact.path]: 'pageTitle.contact',
};

// Members only: visitors never download the home (docs/decisions/010-light-landing.md), nor its
// stories bar. Its texts load together with its code, and the route loads it for a member, so the
// home renders in the route's first render: no spinner in between, and the server can render it
// for a member's first request (decision 056).
const memberHome = createModuleLoader(async () => {
  const [home, stories, notebook, streak, rooms] = await Promise.all([
    import('@/features/home/components/home-screen'),
    import('@/features/stories/components/stories-bar'),
    import('@/features/notebook/components/due-cards-link'),
    import('@/features/streak/components/streak-card'),
    import('@/features/rooms/components/live-rooms-link'),
    loadNamespacesWhenReady(['home', 'stories', 'notebook', 'rooms']),
  ]);
  const { StoriesBar } = stories;
  const { DueCardsLink } = notebook;
  const { StreakCard } = streak;
  const { LiveRoomsLink } = rooms;
  return {
    HomeScreen: () => (
      <home.HomeScreen
        storiesBar={<StoriesBar />}
        streak={<StreakCard />}
        dueCards={<DueCardsLink />}
        liveRooms={<LiveRoomsLink />}
      />
    ),
  };
});

/** The member's home and its texts, for a render that knows the member (the server's). */
export const loadMemberHome = () => memberHome.load();

/** `/` is the member's home once signed in (PRODUCT §8.4); the landing sections stay for all. */
export default function LandingRoute() {
  const { t } = useTranslation();
  const signedIn = useAppSelector(selectSignedIn);
  const { pathname } = useLocation();
  const home = signedIn && pathname === paths.home.path;
  // Already loaded by the route, unless the member signed out on their home.
  const landing = useLazyModule(landingPage, home ? 'later' : 'now').module;
  // Already loaded by the route, unless the member signed in on the landing.
  const homeModule = useLazyModule(memberHome, home ? 'now' : 'later').module;
  usePageTitle(t(home ? 'pageTitle.memberHome' : (TITLE_BY_PATH[pathname] ?? 'pageTitle.home')));
  if (home) return homeModule ? <homeModule.HomeScreen /> : <PageLoader />;
  return landing ? <landing.LandingPage /> : <PageLoader />;
}
