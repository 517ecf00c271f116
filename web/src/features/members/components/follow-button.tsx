import { Button, type ButtonProps } from '@mantine/core';
import { IconUserCheck, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useFollow } from '../hooks/use-follow';

type Props = {
  member: { _id: string; name: string };
  isFollowing: boolean;
  size?: ButtonProps['size'];
  fullWidth?: boolean;
  /** In a list of members the button's accessible name says whom it follows ("Follow Carlos"). */
  named?: boolean;
  /** No success toast: the button's own change says it. */
  quiet?: boolean;
};

/**
 * "Follow" / "Following": following is one click, unfollowing asks first (the same question on
 * a member's page, a directory card and the follow lists); visitors are asked to sign in.
 */
export function FollowButton({
  member,
  isFollowing,
  size = 'md',
  fullWidth,
  named = false,
  quiet = false,
}: Props) {
  const { t } = useTranslation('members');
  const { me, follow, unfollow, requireLogin, isBusy } = useFollow();
  const [confirming, setConfirming] = useState(false);
  const iconSize = size === 'md' || size === 'lg' ? 20 : 16;

  const onClick = () => {
    if (!me) requireLogin(isFollowing ? 'loginToUnfollow' : 'loginToFollow');
    else if (isFollowing) setConfirming(true);
    else void follow(member, { quiet });
  };
  const confirmUnfollow = () => {
    setConfirming(false);
    void unfollow(member, { quiet });
  };

  return (
    <>
      <Button
        size={size}
        fullWidth={fullWidth}
        variant={isFollowing ? 'light' : 'filled'}
        leftSection={
          isFollowing ? <IconUserCheck size={iconSize} /> : <IconUserPlus size={iconSize} />
        }
        onClick={onClick}
        loading={isBusy}
        aria-pressed={isFollowing}
        aria-label={
          named
            ? t(isFollowing ? 'card.followingName' : 'card.follow', { name: member.name })
            : undefined
        }
        data-testid="follow-button"
      >
        {isFollowing ? t('communityDetail.followingButton') : t('communityDetail.follow')}
      </Button>
      <ConfirmDialog
        opened={confirming}
        title={t('communityDetail.unfollowTitle')}
        message={t('communityDetail.notifications.confirmUnfollow', { name: member.name })}
        confirmLabel={t('communityDetail.unfollow')}
        cancelLabel={t('communityDetail.cancel')}
        onConfirm={confirmUnfollow}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
