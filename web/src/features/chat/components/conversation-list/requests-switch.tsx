import { Badge, Group, SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  loadedRows,
  REQUEST_CONVERSATIONS,
  useGetConversationsInfiniteQuery,
} from '../../api/get-conversations';

export type ListMode = 'chats' | 'requests';

/**
 * "Chats | Requests" above the conversation list (PRODUCT §9.1), the Requests side with the
 * number of message requests waiting (from the Requests list, kept current by the socket).
 */
export function RequestsSwitch({
  mode,
  onChange,
}: {
  mode: ListMode;
  onChange: (mode: ListMode) => void;
}) {
  const { t } = useTranslation('chat');
  const { count, more } = useGetConversationsInfiniteQuery(REQUEST_CONVERSATIONS, {
    selectFromResult: ({ data, hasNextPage }) => ({
      count: loadedRows(data).length,
      more: hasNextPage,
    }),
  });
  return (
    <SegmentedControl
      fullWidth
      size="xs"
      aria-label={t('requests.listLabel')}
      value={mode}
      onChange={(value) => onChange(value as ListMode)}
      data={[
        { value: 'chats', label: t('requests.chats') },
        {
          value: 'requests',
          label: (
            <Group gap={6} justify="center" wrap="nowrap">
              <span>{t('requests.tab')}</span>
              {count > 0 ? (
                <Badge
                  size="xs"
                  color="red"
                  variant="filled"
                  aria-label={t('requests.count', { count })}
                  data-testid="requests-count"
                >
                  {more ? `${count}+` : count}
                </Badge>
              ) : null}
            </Group>
          ),
        },
      ]}
    />
  );
}
