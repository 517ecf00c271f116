import type { TComment } from '@chingu/contract';
import { LIMITS } from '@chingu/contract/constants';
import {
  ActionIcon,
  Anchor,
  Box,
  Button,
  Group,
  Paper,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconChevronDown, IconFlag, IconLogin, IconSend, IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { MemberAvatar } from '@/components/member-avatar';
import { RelativeTime } from '@/components/relative-time';
import { useReport } from '@/components/report/report-context';
import { paths } from '@/config/paths';
import { useAppSelector } from '@/hooks/store';
import { apiErrorMessage } from '@/lib/api';
import { notifyError } from '@/lib/notify';
import { selectCurrentUser } from '@/stores/auth-slice';
import {
  loadedComments,
  useAddCommentMutation,
  useDeleteCommentMutation,
  useGetCommentsInfiniteQuery,
} from '../api/comments';
import { notifyFailure } from '../lib/notify-failure';

/** More comments than this scroll inside the list, with a fade at the bottom (SPEC §2). */
const FADE_AFTER = 3;

function CommentItem({
  comment,
  canDelete,
  canReport,
  onDelete,
  busy,
}: {
  comment: TComment;
  canDelete: boolean;
  /** Someone else's comment seen by a signed-in member. */
  canReport: boolean;
  onDelete: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation('moments');
  const report = useReport();
  return (
    <Group align="flex-start" gap="sm" wrap="nowrap" data-testid="comment">
      <MemberAvatar
        member={comment.user}
        href={paths.communityMember.getHref(comment.user._id)}
        size="sm"
      />
      <Paper bg="var(--mantine-color-default-hover)" radius="md" px="sm" py={6} flex={1} miw={0}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" fw={600} truncate>
            {comment.user.name}
          </Text>
          <Group gap={4} wrap="nowrap">
            <Text size="xs" c="dimmed">
              <RelativeTime date={comment.createdAt} />
            </Text>
            {canDelete && (
              <ActionIcon
                variant="subtle"
                color="red"
                size="sm"
                aria-label={t('comments.delete')}
                onClick={onDelete}
                disabled={busy}
              >
                <IconTrash size={14} />
              </ActionIcon>
            )}
            {canReport && report && (
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                aria-label={t('common:report.comment', { name: comment.user.name })}
                onClick={() =>
                  report({
                    targetType: 'comment',
                    targetId: comment._id,
                    name: comment.user.name,
                  })
                }
              >
                <IconFlag size={14} />
              </ActionIcon>
            )}
          </Group>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {comment.text}
        </Text>
      </Paper>
    </Group>
  );
}

/**
 * The comment box (signed-in members) or a sign-in prompt, and the comments, newest first.
 * A comment can be deleted by its author or by the moment's owner.
 */
export function MomentComments({
  momentId,
  ownerId,
  inputRef,
}: {
  momentId: string;
  ownerId: string;
  inputRef: RefObject<HTMLTextAreaElement | null>;
}) {
  const { t } = useTranslation('moments');
  const me = useAppSelector(selectCurrentUser);
  const location = useLocation();
  const comments = useGetCommentsInfiniteQuery(momentId);
  const [addComment, { isLoading: submitting }] = useAddCommentMutation();
  const [deleteComment, { isLoading: deleting }] = useDeleteCommentMutation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const trimmed = text.trim();
    if (!trimmed) {
      setError(t('comments.emptyComment'));
      return;
    }
    setError(null);
    try {
      await addComment({ momentId, text: trimmed }).unwrap();
      setText('');
    } catch (failure) {
      notifyFailure(t('comments.failedToAddComment'), apiErrorMessage(failure, t, ''));
    }
  };

  const remove = async (commentId: string) => {
    try {
      await deleteComment({ momentId, commentId }).unwrap();
    } catch (failure) {
      notifyError(apiErrorMessage(failure, t, t('comments.deleteFailed')));
    }
  };

  const list = loadedComments(comments.data?.pages);
  const scrolls = list.length > FADE_AFTER;

  return (
    <Stack gap="md">
      <Title order={2} fz="lg">
        {t('comments.title')}
      </Title>
      {me ? (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Group align="flex-start" gap="sm" wrap="nowrap">
            <MemberAvatar member={me} size="sm" mt={4} />
            <Stack gap={6} flex={1}>
              <Textarea
                ref={inputRef}
                value={text}
                onChange={(event) => {
                  setText(event.currentTarget.value);
                  if (error) setError(null);
                }}
                aria-label={t('comments.label')}
                placeholder={t('comments.placeholder')}
                autosize
                minRows={2}
                maxRows={6}
                maxLength={LIMITS.commentMax}
                error={error}
              />
              <Group justify="flex-end">
                <Button
                  type="submit"
                  size="sm"
                  loading={submitting}
                  leftSection={<IconSend size={16} />}
                >
                  {t('comments.submit')}
                </Button>
              </Group>
            </Stack>
          </Group>
        </form>
      ) : (
        <Paper withBorder radius="md" p="md">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{t('comments.signInPrompt')}</Text>
            <Button
              component={Link}
              to={paths.login.getHref(location.pathname)}
              size="sm"
              variant="light"
              leftSection={<IconLogin size={16} />}
            >
              {t('comments.signIn')}
            </Button>
          </Group>
        </Paper>
      )}
      {comments.isLoading ? (
        <Stack gap="sm">
          <Skeleton h={48} radius="md" />
          <Skeleton h={48} radius="md" />
        </Stack>
      ) : comments.isError ? (
        <Text c="dimmed" size="sm">
          {t('comments.loadFailed')}{' '}
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => void comments.refetch()}
          >
            {t('detail.retry')}
          </Anchor>
        </Text>
      ) : list.length === 0 ? (
        <Text c="dimmed" ta="center" py="md">
          {t('comments.empty')}
        </Text>
      ) : (
        <Stack gap="xs">
          <Box pos="relative">
            <ScrollArea.Autosize mah={scrolls ? 250 : undefined} type="auto" offsetScrollbars>
              <Stack gap="sm" pb={scrolls ? 'lg' : 0} data-testid="comment-list">
                {list.map((comment) => (
                  <CommentItem
                    key={comment._id}
                    comment={comment}
                    canDelete={Boolean(me && (me._id === comment.user._id || me._id === ownerId))}
                    canReport={Boolean(me && me._id !== comment.user._id)}
                    onDelete={() => void remove(comment._id)}
                    busy={deleting}
                  />
                ))}
              </Stack>
            </ScrollArea.Autosize>
            {scrolls && (
              <Box
                aria-hidden
                data-testid="comments-fade"
                pos="absolute"
                left={0}
                right={0}
                bottom={0}
                h={40}
                style={{
                  pointerEvents: 'none',
                  background: 'linear-gradient(transparent, var(--mantine-color-body))',
                }}
              />
            )}
          </Box>
          {comments.hasNextPage && (
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconChevronDown size={16} />}
              loading={comments.isFetchingNextPage}
              onClick={() => void comments.fetchNextPage()}
              style={{ alignSelf: 'center' }}
            >
              {t('comments.showOlder')}
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}
