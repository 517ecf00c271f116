import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/hooks/store';
import { selectCurrentUser } from '@/stores/auth-slice';
import { PartnersSection } from './partners-section';
import { RecentMomentsSection } from './recent-moments-section';
import { UnreadConversationsSection } from './unread-conversations-section';

/**
 * The signed-in member's home at `/` (PRODUCT §8.4); visitors get the landing page instead.
 * `storiesBar` is the stories feature's bar, given by the route (features do not import features).
 */
export function HomeScreen({ storiesBar }: { storiesBar?: ReactNode } = {}) {
  const { t } = useTranslation('home');
  const me = useAppSelector(selectCurrentUser);
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="xl">
        <div>
          <Title order={1} fz={{ base: 26, sm: 34 }}>
            {t('greeting', { name: me?.name.split(' ')[0] ?? '' })}
          </Title>
          <Text c="dimmed">{t('subtitle')}</Text>
        </div>
        {storiesBar}
        <PartnersSection />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" verticalSpacing="xl">
          <UnreadConversationsSection />
          <RecentMomentsSection />
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
