import {
  ActionIcon,
  Alert,
  Button,
  CloseButton,
  Group,
  Loader,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconAlertTriangle, IconMessagePlus, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/hooks/store';
import { apiErrorMessage } from '@/lib/api';
import { selectCurrentUser } from '@/stores/auth-slice';
import {
  selectOnlineUserIds,
  selectSocketConnected,
  selectTypingUserIds,
} from '@/stores/chat-slice';
import { useGetConversationsQuery } from '../api/get-conversations';
import { useConversationActions } from '../hooks/use-conversation-actions';
import { filterConversations, sortConversations } from '../utils/conversations';
import { BlockUserDialog } from './block-user-dialog';
import { ConnectionBar } from './connection-bar';
import { ConversationRow } from './conversation-row';
import { DeleteConversationDialog } from './delete-conversation-dialog';
import classes from './chat.module.css';

type Props = { activePartnerId: string | null; onNewChat: () => void };

function ListMessage({ title, text }: { title: string; text: string }) {
  return (
    <Stack align="center" gap={4} p="xl" ta="center">
      <Text fw={600}>{title}</Text>
      <Text size="sm" c="dimmed">
        {text}
      </Text>
    </Stack>
  );
}

/** SPEC §2 Chat left column: 'Messages', search, connection bar and the conversation rows. */
export function ConversationList({ activePartnerId, onNewChat }: Props) {
  const { t } = useTranslation('chat');
  const [search, setSearch] = useState('');
  const me = useAppSelector(selectCurrentUser);
  const connected = useAppSelector(selectSocketConnected);
  const onlineUserIds = useAppSelector(selectOnlineUserIds);
  const typingUserIds = useAppSelector(selectTypingUserIds);
  const { data, error, isLoading, isError, refetch } = useGetConversationsQuery();
  const actions = useConversationActions(activePartnerId);

  const rows = useMemo(
    () => filterConversations(sortConversations(data?.data ?? [], onlineUserIds), search),
    [data, onlineUserIds, search],
  );

  let body;
  if (isLoading) {
    body = (
      <Stack align="center" p="xl" gap="xs">
        <Loader size="sm" />
        <Text size="sm" c="dimmed">
          {t('list.loading')}
        </Text>
      </Stack>
    );
  } else if (isError) {
    body = (
      <Alert
        m="md"
        color="red"
        variant="light"
        icon={<IconAlertTriangle size={18} />}
        title={t('list.errorTitle')}
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{apiErrorMessage(error, t, t('list.errorFallback'))}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void refetch()}>
            {t('list.tryAgain')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if ((data?.data.length ?? 0) === 0) {
    body = <ListMessage title={t('list.emptyTitle')} text={t('list.emptyText')} />;
  } else if (rows.length === 0) {
    body = <ListMessage title={t('list.noMatchTitle')} text={t('list.noMatchText')} />;
  } else {
    body = rows.map((conversation) => (
      <ConversationRow
        key={conversation._id}
        conversation={conversation}
        myId={me?._id ?? ''}
        online={onlineUserIds.includes(conversation._id)}
        typing={typingUserIds.includes(conversation._id)}
        active={conversation._id === activePartnerId}
        onDelete={() => actions.askDelete(conversation)}
        onBlock={() => actions.askBlock(conversation)}
        onUnblock={() => actions.unblock(conversation)}
      />
    ));
  }

  return (
    <>
      <Stack gap="xs" p="md" pb="xs">
        <Group justify="space-between">
          <Title order={2} size="h3">
            {t('list.title')}
          </Title>
          <Tooltip label={t('list.newChat')}>
            <ActionIcon variant="light" onClick={onNewChat} aria-label={t('list.newChat')}>
              <IconMessagePlus size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
        <TextInput
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          placeholder={t('list.searchPlaceholder')}
          aria-label={t('list.searchLabel')}
          leftSection={<IconSearch size={16} />}
          rightSection={
            search ? (
              <CloseButton
                size="sm"
                aria-label={t('list.clearSearch')}
                onClick={() => setSearch('')}
              />
            ) : null
          }
        />
      </Stack>
      <ConnectionBar
        connected={connected}
        onlineCount={onlineUserIds.length}
        onRefresh={() => void refetch()}
      />
      <div className={classes.scroll} aria-busy={isLoading}>
        {body}
      </div>
      <DeleteConversationDialog {...actions.deleteDialog} />
      <BlockUserDialog {...actions.blockDialog} />
    </>
  );
}
