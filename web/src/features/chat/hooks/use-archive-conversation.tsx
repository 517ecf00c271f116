import type { TConversation } from '@chingu/contract';
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArchive } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@/lib/api';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useArchiveConversationMutation } from '../api/archive-conversation';

/** How long "Archived … Undo" stays: long enough to find the button. */
export const UNDO_ARCHIVE_MS = 6000;

/**
 * Archives a conversation, or brings an archived one back, and says so (PRODUCT §8.3); archiving
 * offers Undo in its notice (issue 28).
 */
export function useArchiveConversation() {
  const { t } = useTranslation('chat');
  const [archive] = useArchiveConversationMutation();
  return useCallback(
    (conversation: Pick<TConversation, '_id' | 'name' | 'archived'>) => {
      function toggle(row: typeof conversation) {
        const archived = !row.archived;
        const name = row.name;
        archive({ partnerId: row._id, archived })
          .unwrap()
          .then(() => {
            if (!archived) {
              notifySuccess(t('archive.unarchived', { name }));
              return;
            }
            const id = notifications.show({
              color: 'teal',
              icon: <IconArchive size={18} />,
              autoClose: UNDO_ARCHIVE_MS,
              message: (
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Text size="sm" style={{ minWidth: 0 }}>
                    {t('archive.archived', { name })}
                  </Text>
                  <Button
                    size="compact-sm"
                    variant="light"
                    style={{ flexShrink: 0 }}
                    onClick={() => {
                      notifications.hide(id);
                      toggle({ ...row, archived: true });
                    }}
                  >
                    {t('archive.undo')}
                  </Button>
                </Group>
              ),
            });
          })
          .catch((error: unknown) => notifyError(apiErrorMessage(error, t, t('menu.failed'))));
      }
      toggle(conversation);
    },
    [archive, t],
  );
}
