import { ActionIcon, Anchor, Box, Card, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import {
  IconEdit,
  IconHeart,
  IconHeartFilled,
  IconMessageCircle,
  IconShare,
  IconTrash,
} from '@tabler/icons-react';
import type { TMoment } from '@chingu/contract';
import { useTranslation } from 'react-i18next';
import { TooltipIconButton } from '@/components/tooltip-icon-button';
import { Link } from 'react-router';
import { MemberAvatar } from '@/components/member-avatar';
import { paths } from '@/config/paths';
import { useAppSelector } from '@/hooks/store';
import { photosOf } from '@/lib/avatar';
import { formatRelativeTime } from '@/lib/relative-time';
import { selectCurrentUser } from '@/stores/auth-slice';
import { UploadedImage } from '@/components/uploaded-image';

type Props = { moment: TMoment; onDelete: () => void; onShare: () => void };

/** A card of /my-moments (SPEC §2 My moments). */
export function MyMomentCard({ moment, onDelete, onShare }: Props) {
  const { t } = useTranslation('moments');
  const me = useAppSelector(selectCurrentUser);
  const liked = Boolean(me && moment.likedUsers.includes(me._id)) || moment.isLiked;
  const authorHref = paths.communityMember.getHref(moment.user._id);
  const name = moment.title || t('myMoments.untitled');
  const cover = moment.imageUrls[0];

  return (
    <Card withBorder radius="lg" padding="md" data-testid="my-moment-card">
      <Anchor
        component={Link}
        to={authorHref}
        underline="never"
        c="inherit"
        mb="sm"
        style={{ display: 'flex', gap: 10, alignItems: 'center' }}
      >
        {/* Initials stand in for the default picture. */}
        <MemberAvatar
          member={{ name: moment.user.name, imageUrls: photosOf(moment.user.imageUrls) }}
          initials={2}
          color="chingu"
          size="md"
        />
        <Box miw={0}>
          <Text fw={600} size="sm" truncate>
            {moment.user.name}
          </Text>
          <Text size="xs" c="dimmed">
            {formatRelativeTime(moment.createdAt, t, { fallback: t('myMoments.recently') })}
          </Text>
        </Box>
      </Anchor>
      {cover && (
        <Card.Section component={Link} to={paths.moment.getHref(moment._id)}>
          <UploadedImage
            src={cover}
            sizes="(max-width: 48em) 100vw, 400px"
            h={180}
            fit="cover"
            alt={name}
            loading="lazy"
          />
        </Card.Section>
      )}
      <Stack gap={6} mt="sm" flex={1}>
        <Title order={3} fz="md" lineClamp={1}>
          <Anchor component={Link} to={paths.moment.getHref(moment._id)} inherit c="inherit">
            {name}
          </Anchor>
        </Title>
        <Text size="sm" c="dimmed" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
          {moment.description}
        </Text>
      </Stack>
      <Group justify="space-between" mt="md" gap="xs" wrap="nowrap">
        <Group gap="md" wrap="nowrap">
          <Group
            gap={4}
            c={liked ? 'red' : 'dimmed'}
            aria-label={t('card.likes', { count: moment.likeCount })}
          >
            {liked ? <IconHeartFilled size={18} data-testid="liked" /> : <IconHeart size={18} />}
            <Text size="sm">{moment.likeCount}</Text>
          </Group>
          <Group gap={4} c="dimmed" aria-label={t('card.comments', { count: moment.commentCount })}>
            <IconMessageCircle size={18} />
            <Text size="sm">{moment.commentCount}</Text>
          </Group>
        </Group>
        <Group gap={2} wrap="nowrap">
          <Tooltip label={t('actions.edit')}>
            <ActionIcon
              component={Link}
              to={paths.editMoment.getHref(moment._id)}
              variant="subtle"
              color="gray"
              aria-label={t('myMoments.edit', { title: name })}
            >
              <IconEdit size={18} />
            </ActionIcon>
          </Tooltip>
          <TooltipIconButton
            label={t('myMoments.share', { title: name })}
            tooltip={t('actions.share')}
            icon={<IconShare size={18} />}
            color="gray"
            onClick={onShare}
          />
          <TooltipIconButton
            label={t('myMoments.delete', { title: name })}
            tooltip={t('actions.delete')}
            icon={<IconTrash size={18} />}
            color="red"
            onClick={onDelete}
          />
        </Group>
      </Group>
    </Card>
  );
}
