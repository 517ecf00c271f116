import { Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MemberAvatar } from '@/components/member-avatar';
import { RelativeTime } from '@/components/relative-time';
import { paths } from '@/config/paths';
import { useGetHomeConversationsQuery } from '../api/get-unread-conversations';
import { HomeSection } from './home-section';
import classes from './home.module.css';

/** How many unread conversations the home lists. */
const SHOWN = 5;

/** "Unread conversations": partners who wrote since I last read, newest first. */
export function UnreadConversationsSection() {
  const { t } = useTranslation('home');
  // The content renders in slices once the answer lands (decision 055).
  const query = useDeferredValue(useGetHomeConversationsQuery());
  const rows = (query.data?.data ?? []).filter((row) => row.unreadCount > 0).slice(0, SHOWN);

  return (
    <HomeSection
      id="home-unread"
      title={t('unread.title')}
      more={{ label: t('unread.more'), href: paths.chat.getHref() }}
      query={query}
      isEmpty={rows.length === 0}
      empty={{ icon: <IconMessageCircle size={26} />, title: t('unread.empty') }}
    >
      <Paper withBorder radius="lg" p={4}>
        <Stack gap={0} component="ul" className={classes.plainList}>
          {rows.map((row) => (
            <li key={row._id}>
              <UnstyledButton
                component={Link}
                to={paths.chat.getHref(row._id)}
                className={classes.row}
              >
                <Group gap="sm" wrap="nowrap">
                  <MemberAvatar member={row} alt="" size={44} />
                  <Stack gap={0} miw={0} flex={1}>
                    <Group justify="space-between" wrap="nowrap" gap="xs">
                      <Text fw={700} truncate>
                        {row.name}
                      </Text>
                      {row.lastMessageTime ? (
                        <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                          <RelativeTime date={row.lastMessageTime} />
                        </Text>
                      ) : null}
                    </Group>
                    <Group justify="space-between" wrap="nowrap" gap="xs">
                      <Text size="sm" c="dimmed" truncate>
                        {row.lastMessageKind === 'text' || row.lastMessageKind === 'correction'
                          ? row.lastMessage
                          : t(`unread.kinds.${row.lastMessageKind ?? 'text'}`)}
                      </Text>
                      <Badge
                        color="red"
                        size="sm"
                        circle={row.unreadCount < 10}
                        aria-label={t('unread.count', { count: row.unreadCount })}
                      >
                        {row.unreadCount > 99 ? '99+' : row.unreadCount}
                      </Badge>
                    </Group>
                  </Stack>
                </Group>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      </Paper>
    </HomeSection>
  );
}
