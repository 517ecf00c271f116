import { Group, Paper, Skeleton, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCircleCheck, IconFlame, IconSnowflake } from '@tabler/icons-react';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Tooltip } from '@/components/tooltip';
import { useAppSelector } from '@/hooks/store';
import { selectCurrentUser } from '@/stores/auth-slice';
import { useGetStreakQuery } from '../api/get-streak';

/**
 * The member's streak (PRODUCT §9.2) on the home and their own profile: the days in a row, whether
 * today counts yet (and how to make it count), the freezes left this month and the longest streak.
 * Fetched fresh whenever it is shown, so a message sent a moment ago counts.
 */
export function StreakCard() {
  const { t } = useTranslation();
  const me = useAppSelector(selectCurrentUser);
  // The content renders in slices once the answer lands (decision 055).
  const { data, isError, isLoading } = useDeferredValue(
    useGetStreakQuery(me?._id ?? '', { skip: !me, refetchOnMountOrArgChange: true }),
  );
  if (isLoading) return <StreakCardPlaceholder />;
  if (isError) {
    return (
      <Text size="sm" c="dimmed" role="status">
        {t('streak.loadFailed')}
      </Text>
    );
  }
  const streak = data?.data;
  if (!streak) return null;
  const { current, longest, today, freezes } = streak;

  return (
    <Paper
      component="section"
      aria-labelledby="streak-title"
      withBorder
      radius="md"
      p="md"
      data-testid="streak-card"
    >
      <Group justify="space-between" gap="md" wrap="wrap">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <ThemeIcon
            size={44}
            radius="xl"
            variant={today ? 'filled' : 'light'}
            color={today ? 'orange' : 'gray'}
            aria-hidden
          >
            <IconFlame size={26} />
          </ThemeIcon>
          <Stack gap={2} miw={0}>
            <Text fw={700} fz="lg" id="streak-title" data-testid="streak-current">
              {current > 0 ? t('streak.days', { count: current }) : t('streak.none')}
            </Text>
            {today ? (
              <Group gap={4} wrap="nowrap">
                <IconCircleCheck size={16} color="var(--mantine-color-teal-7)" aria-hidden />
                <Text size="sm" c="teal.8" fw={600} data-testid="streak-today">
                  {t('streak.todayDone')}
                </Text>
              </Group>
            ) : (
              <Text size="sm" c="dimmed" data-testid="streak-today">
                {t('streak.todayOpen')}. {t('streak.howTo')}
              </Text>
            )}
          </Stack>
        </Group>
        <Stack gap={2} align="flex-start">
          <Tooltip label={t('streak.freezesHint')} withArrow multiline w={240}>
            <Group gap={4} wrap="nowrap" data-testid="streak-freezes">
              <IconSnowflake size={16} color="var(--mantine-color-blue-7)" aria-hidden />
              <Text size="sm">{t('streak.freezes', { count: freezes })}</Text>
              <VisuallyHidden>{t('streak.freezesHint')}</VisuallyHidden>
            </Group>
          </Tooltip>
          {/* The record, once the running streak is not it. */}
          {longest > current && (
            <Text size="xs" c="dimmed">
              {t('streak.longest', { count: longest })}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}

/**
 * Until the streak first arrives: an empty card of about its height (its texts wrap to two rows
 * under `md`), so the home's sections below do not jump down when it comes (issue 32: they moved
 * by 193 px on a phone, most of the home's layout shift).
 */
function StreakCardPlaceholder() {
  return (
    <Paper withBorder radius="md" p="md" mih={{ base: 160, md: 84 }} aria-hidden>
      <Group gap="sm" wrap="nowrap">
        <Skeleton circle height={44} />
        <Stack gap={8} flex={1}>
          <Skeleton height={18} maw={160} />
          <Skeleton height={12} maw={320} />
        </Stack>
      </Group>
    </Paper>
  );
}
