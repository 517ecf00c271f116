import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/hooks/store';
import { selectCurrentUser } from '@/stores/auth-slice';
import { DataCard } from './data-card';
import { NotificationsCard } from './notifications-card';
import { PasswordCard } from './password-card';
import { PrivacyCard } from './privacy-card';
import { PushCard } from './push-card';
import { SessionsCard } from './sessions-card';

/** `/settings`: the signed-in member's account controls (docs/product.md §8.4-8.5, docs/decisions/013-account-deletion.md). */
export function SettingsScreen() {
  const { t } = useTranslation('settings');
  const user = useAppSelector(selectCurrentUser);
  if (!user) return null;
  return (
    <Container size="sm" py="xl" px="md">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <Text c="dimmed" mt={4}>
        {t('subtitle')}
      </Text>
      <Stack gap="lg" mt="lg">
        <PrivacyCard user={user} />
        <NotificationsCard userId={user._id} />
        <PushCard />
        <PasswordCard userId={user._id} />
        <SessionsCard userId={user._id} />
        <DataCard userId={user._id} />
      </Stack>
    </Container>
  );
}
