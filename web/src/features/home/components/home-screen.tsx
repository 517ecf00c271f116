import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { lazy, memo, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useAppSelector } from '@/hooks/store';
import { useHydrated } from '@/lib/first-render';
import { selectCurrentUser } from '@/stores/auth-slice';
import { photosOf } from '@/utils/avatar';
import { HelpWantedSection } from './help-wanted-section';
import { PartnersSection } from './partners-section';
import { RecentMomentsSection } from './recent-moments-section';
import { UnreadConversationsSection } from './unread-conversations-section';

/** Registration lands here with `{ welcome: true }` in the history entry's state. */
function isWelcome(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && 'welcome' in state && state.welcome === true
  );
}

// Shown once, after registering: its code loads then, not with every visit to the home.
const WelcomePanel = lazy(() =>
  import('./welcome-panel').then((module) => ({ default: module.WelcomePanel })),
);

/**
 * The greeting. A memo: once the page is hydrated its heading renders again (it may turn into the
 * welcome), and the greeting, unchanged, does not render again with it.
 */
const Greeting = memo(function Greeting({ firstName }: { firstName: string }) {
  const { t } = useTranslation('home');
  return (
    <div>
      <Title order={1} fz={{ base: 26, sm: 34 }}>
        {t('greeting', { name: firstName })}
      </Title>
      <Text c="dimmed">{t('subtitle')}</Text>
    </div>
  );
});

/**
 * The first-run welcome, which stays until dismissed or the page is left (a reload keeps it), else
 * the greeting. The server cannot see history state: a page it rendered shows the greeting until
 * hydrated. A component of its own, so only it renders again once hydrated, not the whole home.
 */
function HomeHeading() {
  const me = useAppSelector(selectCurrentUser);
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const firstName = me?.name.split(' ')[0] ?? '';
  const dismissWelcome = () =>
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  if (hydrated && isWelcome(location.state)) {
    return (
      <Suspense fallback={<Greeting firstName={firstName} />}>
        <WelcomePanel
          name={firstName}
          hasPhoto={photosOf(me?.imageUrls ?? []).length > 0}
          onDismiss={dismissWelcome}
        />
      </Suspense>
    );
  }
  return <Greeting firstName={firstName} />;
}

/**
 * The signed-in member's home at `/` (PRODUCT §8.4); visitors get the landing page instead.
 * `storiesBar` is the stories feature's bar, `streak` the member's streak (PRODUCT §9.2),
 * `dueCards` the notebook's "N cards to review" and `liveRooms` the rooms' "live now" line, given
 * by the route (features do not import features).
 */
export function HomeScreen({
  storiesBar,
  streak,
  dueCards,
  liveRooms,
}: {
  storiesBar?: ReactNode;
  streak?: ReactNode;
  dueCards?: ReactNode;
  liveRooms?: ReactNode;
} = {}) {
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="xl">
        <HomeHeading />
        {storiesBar}
        {streak}
        {dueCards}
        {liveRooms}
        <PartnersSection />
        <HelpWantedSection />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" verticalSpacing="xl">
          <UnreadConversationsSection />
          <RecentMomentsSection />
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
