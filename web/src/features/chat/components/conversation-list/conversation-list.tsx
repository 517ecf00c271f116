import {
  ActionIcon,
  Button,
  CloseButton,
  Group,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMessagePlus, IconSearch } from '@tabler/icons-react';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { Tooltip } from '@/components/tooltip';
import { useAppSelector } from '@/hooks/store';
import { apiErrorMessage } from '@/lib/api';
import { selectCurrentUser } from '@/stores/auth-slice';
import { loadedRows, useGetConversationsInfiniteQuery } from '../../api/get-conversations';
import { useConversationActions } from '../../hooks/use-conversation-actions';
import { useLoadMoreSentinel } from '../../hooks/use-load-more-sentinel';
import { selectOnlineUserIds, selectTypingUserIds } from '../../stores/chat-slice';
import { sortConversations } from '../../utils/conversations';
import classes from '../chat.module.css';
import { BlockUserDialog } from '../info/block-user-dialog';
import { LoadingLabel } from '../loading-label';
import { ArchivedEntry, ArchivedHeader } from './archived-list-parts';
import { ConnectionBar } from './connection-bar';
import { ConversationRow } from './conversation-row';
import { DeleteConversationDialog } from './delete-conversation-dialog';
import { RequestsSwitch, type ListMode } from './requests-switch';

type Props = { activePartnerId: string | null; onNewChat: () => void };

/** SPEC §9 search debounce: the server is asked once typing pauses. */
export const CONVERSATION_SEARCH_DEBOUNCE_MS = 300;

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

/** SPEC §2 Chat left column: 'Messages', search, the connection's trouble if any, and the rows. */
export function ConversationList({ activePartnerId, onNewChat }: Props) {
  const { t } = useTranslation('chat');
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), CONVERSATION_SEARCH_DEBOUNCE_MS);
  // Clearing the box shows the whole list at once; typing waits for the debounce.
  const q = search.trim() ? debouncedSearch : '';
  // The "Archived" list (PRODUCT §8.3) in place of the main one, with a way back.
  const [archived, setArchived] = useState(false);
  // "Chats" or the "Requests" list of message requests waiting for me (PRODUCT §9.1).
  const [mode, setMode] = useState<ListMode>('chats');
  const requests = !archived && mode === 'requests';
  const me = useAppSelector(selectCurrentUser);
  const onlineUserIds = useAppSelector(selectOnlineUserIds);
  const typingUserIds = useAppSelector(selectTypingUserIds);
  const {
    data,
    error,
    isLoading,
    isError,
    isFetching,
    refetch,
    fetchNextPage,
    hasNextPage,
    isFetchingNextPage,
    isFetchNextPageError,
  } = useGetConversationsInfiniteQuery(
    archived ? { q, archived } : requests ? { q, requests } : { q },
  );
  const actions = useConversationActions(activePartnerId);
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const loadMore = () => void fetchNextPage();
  const sentinelRef = useLoadMoreSentinel(
    scrollRef,
    hasNextPage && !isFetching && !isFetchNextPageError,
    loadMore,
  );

  // Pinned and newest come in the server's order; online partners move up among loaded rows.
  const rows = useMemo(
    () => sortConversations(loadedRows(data), onlineUserIds),
    [data, onlineUserIds],
  );

  let body;
  if (isLoading) {
    body = <LoadingLabel p="xl" label={t('list.loading')} />;
  } else if (isError && !isFetchNextPageError) {
    body = (
      <QueryErrorAlert
        compact
        m="md"
        title={t('list.errorTitle')}
        message={apiErrorMessage(error, t, t('list.errorFallback'))}
        retryLabel={t('list.tryAgain')}
        onRetry={() => void refetch()}
      />
    );
  } else if (rows.length === 0 && !hasNextPage) {
    body = q ? (
      <ListMessage title={t('list.noMatchTitle')} text={t('list.noMatchText')} />
    ) : archived ? (
      <ListMessage title={t('archive.emptyTitle')} text={t('archive.emptyText')} />
    ) : requests ? (
      <ListMessage title={t('requests.emptyTitle')} text={t('requests.emptyText')} />
    ) : (
      <ListMessage title={t('list.emptyTitle')} text={t('list.emptyText')} />
    );
  } else {
    const list = rows.map((conversation) => (
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
    body = (
      <>
        {list}
        {hasNextPage ? (
          <Stack align="center" gap={4} p="sm" data-testid="load-more">
            <div ref={sentinelRef} />
            {isFetchNextPageError ? (
              <Text size="sm" c="red" role="alert">
                {apiErrorMessage(error, t, t('list.loadMoreError'))}
              </Text>
            ) : null}
            {isFetchingNextPage ? (
              <LoadingLabel inline label={t('list.loadingMore')} />
            ) : (
              <Button size="xs" variant="subtle" onClick={loadMore}>
                {isFetchNextPageError ? t('list.tryAgain') : t('list.loadMore')}
              </Button>
            )}
          </Stack>
        ) : null}
      </>
    );
  }

  return (
    <>
      <Stack gap="xs" p="md" pb="xs">
        {archived ? (
          <ArchivedHeader onBack={() => setArchived(false)} />
        ) : (
          <Group justify="space-between">
            {/* The page's h1 until a conversation is open (its partner's name is then). */}
            <Title order={activePartnerId ? 2 : 1} size="h3">
              {t('list.title')}
            </Title>
            <Tooltip label={t('list.newChat')}>
              <ActionIcon variant="light" onClick={onNewChat} aria-label={t('list.newChat')}>
                <IconMessagePlus size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        )}
        {!archived && <RequestsSwitch mode={mode} onChange={setMode} />}
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
      <ConnectionBar />
      <div ref={scrollRef} className={classes.scroll} aria-busy={isFetching}>
        {!archived && !requests && !q && <ArchivedEntry onOpen={() => setArchived(true)} />}
        {body}
      </div>
      <DeleteConversationDialog {...actions.deleteDialog} />
      <BlockUserDialog {...actions.blockDialog} />
    </>
  );
}
