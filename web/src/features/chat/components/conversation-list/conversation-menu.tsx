import type { TConversation } from '@chingu/contract';
import { ActionIcon, Menu } from '@mantine/core';
import {
  IconArchive,
  IconArchiveOff,
  IconBan,
  IconBell,
  IconBellOff,
  IconDotsVertical,
  IconFlag,
  IconMail,
  IconPin,
  IconPinnedOff,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useReport } from '@/components/report/report-context';
import { apiErrorMessage } from '@/lib/api';
import { notifyError } from '@/lib/notify';
import { useMarkConversationUnreadMutation } from '../../api/mark-conversation-unread';
import { useMuteConversationMutation } from '../../api/mute-conversation';
import { usePinConversationMutation } from '../../api/pin-conversation';
import { useArchiveConversation } from '../../hooks/use-archive-conversation';

type Props = {
  conversation: TConversation;
  onBlock: () => void;
  onUnblock: () => void;
  onDelete: () => void;
};

/** The row's three-dot menu (SPEC §2; PRODUCT §3: pin, mute, unread and block persist). */
export function ConversationMenu({ conversation, onBlock, onUnblock, onDelete }: Props) {
  const { t } = useTranslation('chat');
  const [pin] = usePinConversationMutation();
  const [mute] = useMuteConversationMutation();
  const [markUnread] = useMarkConversationUnreadMutation();
  const toggleArchive = useArchiveConversation();
  const report = useReport();
  const partnerId = conversation._id;

  const run = (request: Promise<unknown>) => {
    request.catch((error: unknown) => notifyError(apiErrorMessage(error, t, t('menu.failed'))));
  };

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('menu.label', { name: conversation.name })}
        >
          <IconDotsVertical size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={conversation.pinned ? <IconPinnedOff size={16} /> : <IconPin size={16} />}
          onClick={() => run(pin({ partnerId, pinned: !conversation.pinned }).unwrap())}
        >
          {conversation.pinned ? t('menu.unpin') : t('menu.pin')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconMail size={16} />}
          disabled={conversation.unreadCount > 0}
          onClick={() => run(markUnread(partnerId).unwrap())}
        >
          {t('menu.markUnread')}
        </Menu.Item>
        <Menu.Item
          leftSection={conversation.muted ? <IconBell size={16} /> : <IconBellOff size={16} />}
          onClick={() => run(mute({ partnerId, muted: !conversation.muted }).unwrap())}
        >
          {conversation.muted ? t('menu.unmute') : t('menu.mute')}
        </Menu.Item>
        <Menu.Item
          leftSection={
            conversation.archived ? <IconArchiveOff size={16} /> : <IconArchive size={16} />
          }
          onClick={() => toggleArchive(conversation)}
        >
          {conversation.archived ? t('menu.unarchive') : t('menu.archive')}
        </Menu.Item>
        <Menu.Divider />
        {report && (
          <Menu.Item
            leftSection={<IconFlag size={16} />}
            onClick={() =>
              report({ targetType: 'user', targetId: partnerId, name: conversation.name })
            }
          >
            {t('common:report.member', { name: conversation.name })}
          </Menu.Item>
        )}
        <Menu.Item
          leftSection={<IconBan size={16} />}
          color={conversation.blocked ? undefined : 'red'}
          onClick={conversation.blocked ? onUnblock : onBlock}
        >
          {conversation.blocked ? t('menu.unblock') : t('menu.block')}
        </Menu.Item>
        <Menu.Item leftSection={<IconTrash size={16} />} color="red" onClick={onDelete}>
          {t('menu.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
