import type { TConversation } from '@chingu/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useAppSelector } from '@/hooks/store';
import { apiErrorMessage } from '@/lib/api';
import { notifyError, notifySuccess } from '@/lib/notify';
import { selectCurrentUser } from '@/stores/auth-slice';
import { useBlockUserMutation, useUnblockUserMutation } from '../api/block-user';
import { useDeleteConversationMutation } from '../api/delete-conversation';

type Target = Pick<TConversation, '_id' | 'name'>;

/** Delete and block with their confirmation dialogs; leaves an open conversation it deletes. */
export function useConversationActions(activePartnerId: string | null) {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  const me = useAppSelector(selectCurrentUser);
  const [deleteTarget, setDeleteTarget] = useState<Target | null>(null);
  const [blockTarget, setBlockTarget] = useState<Target | null>(null);
  const [deleteConversation, { isLoading: deleting }] = useDeleteConversationMutation();
  const [blockUser, { isLoading: blocking }] = useBlockUserMutation();
  const [unblockUser] = useUnblockUserMutation();

  async function confirmDelete() {
    if (!deleteTarget) return;
    const target = deleteTarget;
    try {
      await deleteConversation(target._id).unwrap();
      setDeleteTarget(null);
      notifySuccess(t('deleteDialog.deleted'));
      if (activePartnerId === target._id) void navigate(paths.chat.getHref());
    } catch (error) {
      notifyError(apiErrorMessage(error, t, t('deleteDialog.failed')));
    }
  }

  async function confirmBlock() {
    if (!blockTarget || !me) return;
    const target = blockTarget;
    try {
      await blockUser({ userId: me._id, targetUserId: target._id }).unwrap();
      setBlockTarget(null);
      notifySuccess(t('blockDialog.blocked', { name: target.name }));
    } catch (error) {
      notifyError(apiErrorMessage(error, t, t('menu.failed')));
    }
  }

  async function unblock(target: Target) {
    if (!me) return;
    try {
      await unblockUser({ userId: me._id, targetUserId: target._id }).unwrap();
      notifySuccess(t('blockDialog.unblocked', { name: target.name }));
    } catch (error) {
      notifyError(apiErrorMessage(error, t, t('menu.failed')));
    }
  }

  return {
    deleteDialog: {
      name: deleteTarget?.name ?? null,
      loading: deleting,
      onCancel: () => setDeleteTarget(null),
      onConfirm: () => void confirmDelete(),
    },
    blockDialog: {
      name: blockTarget?.name ?? null,
      loading: blocking,
      onCancel: () => setBlockTarget(null),
      onConfirm: () => void confirmBlock(),
    },
    askDelete: setDeleteTarget,
    askBlock: setBlockTarget,
    unblock: (target: Target) => void unblock(target),
  };
}
