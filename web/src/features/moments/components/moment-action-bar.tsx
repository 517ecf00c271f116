import type { TMoment } from '@chingu/contract';
import { Button, Group, Text, ActionIcon } from '@mantine/core';
import {
  IconEdit,
  IconHeart,
  IconHeartFilled,
  IconMessageCircle,
  IconShare,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Tooltip } from '@/components/tooltip';
import { TooltipIconButton } from '@/components/tooltip-icon-button';
import { paths } from '@/config/paths';
import { useLikedByMe } from '../hooks/use-liked-by-me';
import type { MomentVariant } from './moment-byline';

/** Buttons sized to their labels (a grown third clipped 'Comment' at 390 px), less padding on phones. */
const ACTION_PX = { base: 'xs', sm: 'md' } as const;

function HeartIcon({ liked, testId }: { liked: boolean; testId?: string }) {
  return liked ? <IconHeartFilled size={18} data-testid={testId} /> : <IconHeart size={18} />;
}

type Props = {
  moment: TMoment;
  variant: MomentVariant;
  /** Like or unlike (card, detail). */
  onLike?: () => void;
  /** A like is on its way (detail). */
  liking?: boolean;
  /** Comment (detail): the feed card links to the detail page instead. */
  onComment?: () => void;
  onShare: () => void;
  /** Delete (mine). */
  onDelete?: () => void;
};

/**
 * The foot of every moment: likes, comments and share. A feed card counts on its buttons, the
 * detail page names them, My moments counts and adds edit and delete.
 */
export function MomentActionBar({
  moment,
  variant,
  onLike,
  liking,
  onComment,
  onShare,
  onDelete,
}: Props) {
  const { t } = useTranslation('moments');
  const liked = useLikedByMe(moment);
  const likeColor = liked ? 'red' : 'gray';
  const momentHref = paths.moment.getHref(moment._id);
  const likes = t('card.likes', { count: moment.likeCount });
  const comments = t('card.comments', { count: moment.commentCount });

  if (variant === 'card') {
    return (
      <Group
        gap="xs"
        pt="xs"
        style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
      >
        <Button
          variant="subtle"
          color={likeColor}
          leftSection={<HeartIcon liked={liked} />}
          aria-pressed={liked}
          aria-label={`${t(liked ? 'card.unlike' : 'card.like')}, ${likes}`}
          onClick={onLike}
        >
          {moment.likeCount}
        </Button>
        <Button
          variant="subtle"
          color="gray"
          component={Link}
          to={momentHref}
          leftSection={<IconMessageCircle size={18} />}
          aria-label={comments}
        >
          {moment.commentCount}
        </Button>
        <Button
          variant="subtle"
          color="gray"
          ml="auto"
          leftSection={<IconShare size={18} />}
          onClick={onShare}
        >
          {t('actions.share')}
        </Button>
      </Group>
    );
  }

  if (variant === 'detail') {
    const actions = [
      {
        key: 'like',
        label: liked ? t('actions.liked') : t('actions.like'),
        icon: <HeartIcon liked={liked} />,
        onClick: onLike,
        liked,
      },
      {
        key: 'comment',
        label: t('actions.comment'),
        icon: <IconMessageCircle size={18} />,
        onClick: onComment,
      },
      { key: 'share', label: t('actions.share'), icon: <IconShare size={18} />, onClick: onShare },
    ];
    return (
      <Group justify="space-around" gap={0} wrap="nowrap">
        {actions.map((action) => (
          <Button
            key={action.key}
            variant={action.liked ? 'light' : 'subtle'}
            color={action.liked ? 'red' : 'gray'}
            leftSection={action.icon}
            aria-pressed={action.key === 'like' ? liked : undefined}
            px={ACTION_PX}
            onClick={action.onClick}
            data-busy={(action.key === 'like' && liking) || undefined}
          >
            {action.label}
          </Button>
        ))}
      </Group>
    );
  }

  const name = moment.title || t('myMoments.untitled');
  return (
    <Group justify="space-between" mt="md" gap="xs" wrap="nowrap">
      <Group gap="md" wrap="nowrap">
        <Group gap={4} c={liked ? 'red' : 'dimmed'} aria-label={likes}>
          <HeartIcon liked={liked} testId="liked" />
          <Text size="sm">{moment.likeCount}</Text>
        </Group>
        <Group gap={4} c="dimmed" aria-label={comments}>
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
  );
}
