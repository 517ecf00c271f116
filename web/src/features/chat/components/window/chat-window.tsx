import type { CallMedia } from '@chingu/contract';
import { LIMITS } from '@chingu/contract/constants';
import { Alert, Button, Center, Stack, Text } from '@mantine/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { useAppDispatch, useAppSelector } from '@/hooks/store';
import { usePageTitle } from '@/hooks/use-page-title';
import { selectCurrentUser, selectUserInfo } from '@/stores/auth-slice';
import { callRequested } from '@/stores/call-requests';
import { useGetChatPartnerQuery } from '../../api/get-chat-partner';
import { useGetConversationMessagesQuery } from '../../api/get-conversation-messages';
import {
  ALL_CONVERSATIONS,
  REQUEST_CONVERSATIONS,
  selectConversationRow,
  useGetConversationsInfiniteQuery,
} from '../../api/get-conversations';
import { useLazyGetOlderMessagesQuery } from '../../api/get-older-messages';
import { useConversationActions } from '../../hooks/use-conversation-actions';
import { useMarkAsRead } from '../../hooks/use-mark-as-read';
import { useMessageHandlers } from '../../hooks/use-message-handlers';
import { usePartnerPresence } from '../../hooks/use-partner-presence';
import { useSendAttachments } from '../../hooks/use-send-attachments';
import { useSendMessage } from '../../hooks/use-send-message';
import { useSessionHandlers } from '../../hooks/use-session-handlers';
import { useTypingEmitter } from '../../hooks/use-typing-emitter';
import {
  selectLastSeen,
  selectOnlineUserIds,
  selectPresenceKnown,
  selectSocketConnected,
  selectTypingUserIds,
} from '../../stores/chat-slice';
import type { ChatMessage } from '../../utils/messages';
import { AttachmentComposer } from '../composer/attachment-composer';
import { ProposeSessionButton } from '../composer/propose-session';
import { ConnectionBar } from '../conversation-list/connection-bar';
import { BlockUserDialog } from '../info/block-user-dialog';
import { ConversationInfoDrawer } from '../info/conversation-info-drawer';
import { LoadingLabel } from '../loading-label';
import { MessageList } from '../message/message-list';
import { ChatHeader } from './chat-header';
import { ChatStarters } from './chat-starters';
import { IncomingRequestBar, PendingRequestNote } from './request-bar';

type Props = { partnerId: string; showBack: boolean };

/** SPEC §2 chat window: header, messages, typing bubble and the input. */
export function ChatWindow({ partnerId, showBack }: Props) {
  const { t } = useTranslation('chat');
  const me = useAppSelector(selectCurrentUser);
  const myId = me?._id ?? '';
  const connected = useAppSelector(selectSocketConnected);
  const online = useAppSelector(selectOnlineUserIds).includes(partnerId);
  const presenceKnown = useAppSelector(selectPresenceKnown);
  usePartnerPresence(partnerId);
  const typing = useAppSelector(selectTypingUserIds).includes(partnerId);
  const liveLastSeen = useAppSelector(selectLastSeen)[partnerId];

  // The list's first page loads here too (the phone layout shows no list); the partner's row
  // may come from any loaded page or search result.
  const { rowsLoaded } = useGetConversationsInfiniteQuery(ALL_CONVERSATIONS, {
    selectFromResult: ({ isSuccess }) => ({ rowsLoaded: isSuccess }),
  });
  // A message request to me is on the Requests list (PRODUCT §9.1), loaded here for phones too.
  const { requestsLoaded } = useGetConversationsInfiniteQuery(REQUEST_CONVERSATIONS, {
    selectFromResult: ({ isSuccess }) => ({ requestsLoaded: isSuccess }),
  });
  const row = useAppSelector((state) => selectConversationRow(state, partnerId));
  // A partner without a loaded row (new, or on a page not loaded): the header needs the profile.
  const { data: partner } = useGetChatPartnerQuery(
    rowsLoaded && requestsLoaded && !row ? partnerId : skipToken,
  );
  const args = { userId: myId, partnerId };
  const { data, isLoading, isError, refetch } = useGetConversationMessagesQuery(args);
  const [loadOlder, { isFetching: loadingOlder }] = useLazyGetOlderMessagesQuery();
  const sending = useSendMessage(args);
  const { send, sendCorrection } = sending;
  const { sendFiles, retryFiles } = useSendAttachments(partnerId, sending);
  const retry = (message: ChatMessage) => {
    if (!retryFiles(message)) sending.retry(message);
  };
  const { compose, setCompose, handlers } = useMessageHandlers(args, retry);
  const { onKeystroke, stopTyping } = useTypingEmitter(partnerId);
  const actions = useConversationActions(partnerId);
  const [infoOpened, setInfoOpened] = useState(false);
  // A conversation starter picked in an empty conversation, for the composer.
  const [draft, setDraft] = useState<{ text: string; at: number } | null>(null);
  const dispatch = useAppDispatch();

  const messages = data?.messages ?? [];
  const latestIncoming = messages.filter((m) => m.sender._id === partnerId).at(-1)?._id ?? null;
  useMarkAsRead(partnerId, latestIncoming, rowsLoaded);

  // The conversation row when there is one, else the partner fetched alone.
  const shown = row ?? partner?.data ?? { name: '', imageUrls: [] };
  // A message request either way (PRODUCT §9.1): no calls until it is accepted.
  const incomingRequest = row?.requestStatus === 'request';
  const pendingRequest = row?.requestStatus === 'pending';
  const requestCapReached =
    pendingRequest &&
    messages.filter((m) => m.sender._id === myId && m.status !== 'error').length >=
      LIMITS.requestMessagesMax;
  // Calls start in the calls feature, through the shared request channel (PRODUCT §8.2).
  const onCall =
    shown.name && !row?.blocked && !incomingRequest && !pendingRequest
      ? (media: CallMedia) =>
          dispatch(
            callRequested({
              partner: { _id: partnerId, name: shown.name, imageUrls: [...shown.imageUrls] },
              media,
            }),
          )
      : undefined;
  // PRODUCT §9.2: session cards answer, cancel, download and start their call from here.
  const token = useAppSelector(selectUserInfo)?.token ?? '';
  const sessionHandlers = useSessionHandlers({
    conversation: args,
    partner: shown,
    token,
    onStartCall: onCall
      ? (message) =>
          dispatch(
            callRequested({
              partner: { _id: partnerId, name: shown.name, imageUrls: [...shown.imageUrls] },
              media: 'video',
              sessionId: message._id,
            }),
          )
      : undefined,
  });
  usePageTitle(
    shown.name
      ? t('pageTitle.chatWith', { ns: 'common', name: shown.name })
      : t('pageTitle.chat', { ns: 'common' }),
  );

  let body;
  if (isLoading) {
    body = (
      <Center style={{ flex: 1 }}>
        <LoadingLabel label={t('window.loading')} />
      </Center>
    );
  } else if (isError) {
    body = (
      <Center style={{ flex: 1 }} p="md">
        <QueryErrorAlert
          compact
          title={t('window.error')}
          retryLabel={t('window.tryAgain')}
          onRetry={() => void refetch()}
        />
      </Center>
    );
  } else {
    body = (
      <MessageList
        messages={messages}
        myId={myId}
        partnerName={shown.name}
        partnerTyping={typing}
        hasOlder={Boolean(data?.nextCursor)}
        loadingOlder={loadingOlder}
        onLoadOlder={() => {
          if (data?.nextCursor) void loadOlder({ ...args, before: data.nextCursor });
        }}
        handlers={{
          ...handlers,
          ...(onCall ? { onCall } : {}),
          ...(shown.name ? { session: sessionHandlers } : {}),
          ...(row?.blocked
            ? {}
            : { onBlock: () => actions.askBlock(row ?? { _id: partnerId, name: shown.name }) }),
        }}
        empty={
          shown.name && !row?.blocked ? (
            <ChatStarters
              partner={shown}
              me={me}
              onPick={(text) => setDraft({ text, at: Date.now() })}
            />
          ) : undefined
        }
      />
    );
  }

  return (
    <>
      <ConversationInfoDrawer
        opened={infoOpened}
        onClose={() => setInfoOpened(false)}
        partner={row ?? partner?.data}
        row={row}
        onBlock={() => actions.askBlock(row ?? { _id: partnerId, name: shown.name })}
        onUnblock={() => actions.unblock(row ?? { _id: partnerId, name: shown.name })}
      />
      <BlockUserDialog {...actions.blockDialog} />
      <ChatHeader
        partner={shown}
        online={online || presenceKnown ? online : null}
        lastSeen={liveLastSeen !== undefined ? liveLastSeen : (row?.lastSeen ?? null)}
        showBack={showBack}
        onInfo={() => setInfoOpened(true)}
        infoOpened={infoOpened}
        onCall={onCall}
      />
      {/* On phones the list (with its connection state) is not on screen. */}
      {showBack && <ConnectionBar />}
      {body}
      {row?.blocked ? (
        <Alert color="yellow" variant="light" radius={0}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('window.blocked')}</Text>
            <Button size="xs" variant="light" onClick={() => actions.unblock(row)}>
              {t('window.unblock')}
            </Button>
          </Stack>
        </Alert>
      ) : incomingRequest ? (
        <IncomingRequestBar partner={{ _id: partnerId, name: shown.name }} />
      ) : requestCapReached ? (
        <PendingRequestNote name={shown.name} capReached />
      ) : (
        <>
          {pendingRequest && <PendingRequestNote name={shown.name} capReached={false} />}
          <AttachmentComposer
            textOnly={pendingRequest}
            extraSlot={
              shown.name ? (
                <ProposeSessionButton conversation={args} partner={shown} disabled={!connected} />
              ) : undefined
            }
            focusOnOpen
            draft={draft}
            connected={connected}
            onKeystroke={onKeystroke}
            onSend={(text) => {
              stopTyping();
              send(text, compose?.mode === 'reply' ? compose.message : null);
              if (compose?.mode === 'reply') setCompose(null);
            }}
            onSendFiles={(files, caption) => {
              stopTyping();
              sendFiles(files, caption);
            }}
            replyTo={compose?.mode === 'reply' ? compose.message : null}
            onCancelReply={() => setCompose(null)}
            correcting={compose?.mode === 'correct' ? compose.message : null}
            onSendCorrection={(original, corrected, note) => {
              sendCorrection(original, corrected, note);
              setCompose(null);
            }}
            onCancelCorrection={() => setCompose(null)}
          />
        </>
      )}
    </>
  );
}
