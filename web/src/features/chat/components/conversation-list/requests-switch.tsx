import { Badge, Button } from '@mantine/core';
import type { ReactNode } from 'react';
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
 * Two pressed-or-not buttons, as the menu's language switch: SegmentedControl's floating
 * indicator measures the page in an effect, a forced layout of the whole chat while it hydrates
 * (~30 ms on a phone; issue 32, twelfth slice).
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
  const side = (value: ListMode, label: ReactNode) => (
    <Button
      flex={1}
      size="xs"
      radius="xl"
      variant={mode === value ? 'filled' : 'default'}
      aria-pressed={mode === value}
      onClick={() => onChange(value)}
    >
      {label}
    </Button>
  );
  return (
    <Button.Group aria-label={t('requests.listLabel')} w="100%">
      {side('chats', t('requests.chats'))}
      {side(
        'requests',
        <>
          <span>{t('requests.tab')}</span>
          {count > 0 ? (
            <Badge
              ml={6}
              size="xs"
              color="red"
              variant="filled"
              aria-label={t('requests.count', { count })}
              data-testid="requests-count"
            >
              {more ? `${count}+` : count}
            </Badge>
          ) : null}
        </>,
      )}
    </Button.Group>
  );
}
