import type { TRoomsQuery } from '@chingu/contract';
import {
  Button,
  Container,
  Group,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconMicrophone, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { StatePanel } from '@/components/state-panel';
import { apiErrorMessage } from '@/lib/api';
import { setListFilter } from '@/lib/list-params';
import { useGetRoomsQuery } from '../api/get-rooms';
import { RoomCard } from './room-card';
import { StartRoomModal, useRoomLanguageOptions } from './start-room-modal';

/** `/rooms` (PRODUCT §9.3): live rooms first, then upcoming ones, by language; "Start a room". */
export function RoomsScreen() {
  const { t } = useTranslation(['rooms', 'errors']);
  const [params, setParams] = useSearchParams();
  const language = params.get('language') ?? '';
  const query = useGetRoomsQuery({
    page: 1,
    limit: 50,
    ...(language ? { language: language as TRoomsQuery['language'] } : {}),
  });
  const languages = useRoomLanguageOptions();
  const [starting, setStarting] = useState(false);

  return (
    <Container size="md" py="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <Stack gap={4}>
            <Title order={1}>{t('title')}</Title>
            <Text c="dimmed">{t('intro')}</Text>
          </Stack>
          <Button leftSection={<IconPlus size={18} />} onClick={() => setStarting(true)}>
            {t('start')}
          </Button>
        </Group>
        <Select
          label={t('filterLanguage')}
          placeholder={t('allLanguages')}
          data={languages}
          value={language || null}
          onChange={(value) => setListFilter(setParams, 'language', value ?? '')}
          searchable
          clearable
          maw={320}
        />
        {query.isError ? (
          <QueryErrorAlert
            message={apiErrorMessage(query.error, t, t('loadError'))}
            retryLabel={t('retry')}
            onRetry={() => void query.refetch()}
          />
        ) : query.isLoading ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} height={140} radius="lg" />
            ))}
          </SimpleGrid>
        ) : query.data?.data.length ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {query.data.data.map((room) => (
              <RoomCard key={room._id} room={room} />
            ))}
          </SimpleGrid>
        ) : (
          <StatePanel
            icon={<IconMicrophone size={28} />}
            title={language ? t('empty') : t('emptyAll')}
            order={2}
          />
        )}
      </Stack>
      <StartRoomModal
        opened={starting}
        onClose={() => setStarting(false)}
        defaultLanguage={language || null}
      />
    </Container>
  );
}
