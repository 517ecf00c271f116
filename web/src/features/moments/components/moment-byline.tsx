import type { TMoment } from '@chingu/contract';
import { Anchor, Box, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MemberAvatar } from '@/components/member-avatar';
import { RelativeTime } from '@/components/relative-time';
import { paths } from '@/config/paths';
import { photosOf } from '@/utils/avatar';
import { ReportMomentButton } from './report-moment-button';

/** Where the moment is drawn: a feed card, the detail page, or a card of My moments. */
export type MomentVariant = 'card' | 'detail' | 'mine';

/**
 * The head of every moment: the author's avatar and name (both linking to their page), when it
 * was posted, and "Report" for other members' moments.
 */
export function MomentByline({ moment, variant }: { moment: TMoment; variant: MomentVariant }) {
  const { t, i18n } = useTranslation('moments');
  const authorHref = paths.communityMember.getHref(moment.user._id);
  const detail = variant === 'detail';
  const mine = variant === 'mine';
  // The detail page says the exact time; cards say how long ago (SPEC §9).
  const time = detail ? (
    <time dateTime={moment.createdAt}>
      {new Date(moment.createdAt).toLocaleString(i18n.resolvedLanguage ?? 'en', {
        dateStyle: 'medium',
        timeStyle: 'short',
      })}
    </time>
  ) : (
    <RelativeTime date={moment.createdAt} fallback={t('myMoments.recently')} />
  );
  return (
    <Group gap="sm" wrap="nowrap" mb={mine ? 'sm' : undefined}>
      {mine ? (
        // Initials stand in for the default picture.
        <MemberAvatar
          member={{ name: moment.user.name, imageUrls: photosOf(moment.user.imageUrls) }}
          href={authorHref}
          initials={2}
          color="chingu"
          size="md"
        />
      ) : (
        <MemberAvatar member={moment.user} href={authorHref} size={detail ? 'lg' : 'md'} />
      )}
      <Box miw={0}>
        <Anchor
          component={Link}
          to={authorHref}
          fw={detail ? 700 : 600}
          size={mine ? 'sm' : undefined}
          c="var(--mantine-color-text)"
          display={mine ? 'block' : undefined}
          truncate={mine}
        >
          {moment.user.name}
        </Anchor>
        <Text size={detail ? 'sm' : 'xs'} c="dimmed">
          {time}
        </Text>
      </Box>
      <ReportMomentButton moment={moment} ml="auto" />
    </Group>
  );
}
