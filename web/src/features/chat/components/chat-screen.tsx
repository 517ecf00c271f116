import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useAppSelector } from '@/hooks/store';
import { PageTitle } from '@/hooks/use-page-title';
import { serverNarrowViewport } from '@/lib/first-render';
import { selectSocketConnected } from '../stores/chat-slice';
import classes from './chat.module.css';
import { ConversationList } from './conversation-list/conversation-list';
import { MemberPickerModal } from './conversation-list/member-picker-modal';
import { ChatWelcome } from './window/chat-welcome';
import { ChatWindow } from './window/chat-window';

/** Phones (< 768 px) show the list or the chat; wider screens show both columns. */
const PHONE_QUERY = '(max-width: 767px)';

/** /chat and /chat/{userId} (SPEC §2 Chat): full-height two-column view. */
export function ChatScreen() {
  const { t } = useTranslation();
  const { userId } = useParams();
  const partnerId = userId ?? null;
  // Read in the first render (the server's guess on the server), so a phone's first paint is
  // already the phone's layout, and a page the server rendered hydrates as it is (decision 056).
  const serverGuess = serverNarrowViewport();
  const isPhone =
    useMediaQuery(PHONE_QUERY, serverGuess, {
      getInitialValueInEffect: serverGuess !== undefined,
    }) ?? false;
  const connected = useAppSelector(selectSocketConnected);
  const [pickerOpened, setPickerOpened] = useState(false);
  const openPicker = () => setPickerOpened(true);

  const showList = !isPhone || !partnerId;
  const showChat = !isPhone || Boolean(partnerId);

  return (
    // data-connected: the live connection's state for the browser journeys, which wait for it
    // (the screen shows it only when something is wrong).
    <div className={classes.screen} data-connected={connected}>
      {/* With a partner open, the chat window names the tab after them. */}
      {!partnerId && <PageTitle title={t('pageTitle.chat')} />}
      {showList && (
        <section className={`${classes.listColumn} ${isPhone ? classes.phoneColumn : ''}`}>
          <ConversationList activePartnerId={partnerId} onNewChat={openPicker} />
        </section>
      )}
      {showChat && (
        <section className={classes.chatColumn}>
          {partnerId ? (
            <ChatWindow key={partnerId} partnerId={partnerId} showBack={isPhone} />
          ) : (
            <ChatWelcome onStart={openPicker} />
          )}
        </section>
      )}
      <MemberPickerModal opened={pickerOpened} onClose={() => setPickerOpened(false)} />
    </div>
  );
}
