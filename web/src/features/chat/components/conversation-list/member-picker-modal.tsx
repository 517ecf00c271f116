import { Group, Loader, Modal, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MemberAvatar } from '@/components/member-avatar';
import { paths } from '@/config/paths';
import { apiErrorMessage } from '@/lib/api';
import { notifyError } from '@/lib/notify';
import { useCreateConversationMutation } from '../../api/create-conversation';
import { useSearchChatMembersQuery } from '../../api/search-members';

/** SPEC §9 search debounce. */
const SEARCH_DEBOUNCE_MS = 300;

type Props = { opened: boolean; onClose: () => void };

/** Start New Chat (PRODUCT §3): pick a member, open the conversation, go to it. */
export function MemberPickerModal({ opened, onClose }: Props) {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const { data, isFetching, isError } = useSearchChatMembersQuery(query.trim(), { skip: !opened });
  const [createConversation, { isLoading: creating }] = useCreateConversationMutation();

  async function pick(userId: string) {
    try {
      await createConversation(userId).unwrap();
      onClose();
      void navigate(paths.chat.getHref(userId));
    } catch (error) {
      notifyError(apiErrorMessage(error, t, t('picker.failed')));
    }
  }

  const members = data?.data ?? [];
  return (
    <Modal opened={opened} onClose={onClose} title={t('picker.title')} centered>
      <Stack gap="sm">
        <TextInput
          data-autofocus
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          aria-label={t('picker.searchLabel')}
          placeholder={t('picker.searchPlaceholder')}
          leftSection={<IconSearch size={16} />}
          rightSection={isFetching ? <Loader size="xs" /> : null}
        />
        {isError && (
          <Text c="red" size="sm">
            {t('picker.error')}
          </Text>
        )}
        {!isError && !isFetching && members.length === 0 && (
          <Text c="dimmed" size="sm" ta="center" py="md">
            {data ? t('picker.empty') : t('picker.loading')}
          </Text>
        )}
        <Stack gap={4} mah={360} style={{ overflowY: 'auto' }}>
          {members.map((member) => (
            <UnstyledButton
              key={member._id}
              onClick={() => void pick(member._id)}
              disabled={creating}
              p="xs"
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
            >
              <Group gap="sm" wrap="nowrap">
                <MemberAvatar member={member} initials={1} />
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} truncate>
                    {member.name}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {member.native_language} → {member.language_to_learn}
                  </Text>
                </div>
              </Group>
            </UnstyledButton>
          ))}
        </Stack>
      </Stack>
    </Modal>
  );
}
