import type { TConversation, TPublicUser, TSharedMedia } from '@chingu/contract';
import { Button, Divider, Drawer, Group, Loader, NavLink, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconArchive,
  IconArchiveOff,
  IconBan,
  IconBell,
  IconBellOff,
  IconFlag,
  IconPin,
  IconPinnedOff,
  IconUser,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MemberAvatar } from '@/components/member-avatar';
import { useReport } from '@/components/report/report-context';
import { paths } from '@/config/paths';
import { apiErrorMessage } from '@/lib/api';
import { useLanguageLabel } from '@/lib/languages';
import { notifyError } from '@/lib/notify';
import { useGetConversationMediaInfiniteQuery } from '../../api/get-conversation-media';
import { useMuteConversationMutation } from '../../api/mute-conversation';
import { usePinConversationMutation } from '../../api/pin-conversation';
import { useArchiveConversation } from '../../hooks/use-archive-conversation';
import classes from '../chat.module.css';
import { PhotoViewer } from '../message/attachment-images';
import { VoicePlayer } from '../message/voice-player';

type Partner = Pick<
  TPublicUser,
  '_id' | 'name' | 'imageUrls' | 'native_language' | 'language_to_learn'
>;

type Props = {
  opened: boolean;
  onClose: () => void;
  partner: Partner | undefined;
  /** The conversation's row (mute, pin, archive, block state), when loaded. */
  row: TConversation | undefined;
  onBlock: () => void;
  onUnblock: () => void;
};

const PHONE_QUERY = '(max-width: 767px)';

/** One kind of shared media, newest first, with "Load more". */
function useMedia(partnerId: string, kind: 'image' | 'voice', enabled: boolean) {
  const query = useGetConversationMediaInfiniteQuery({ partnerId, kind }, { skip: !enabled });
  const items: TSharedMedia[] = query.data?.pages.flatMap((page) => page.data) ?? [];
  return { ...query, items };
}

function MediaSection({
  title,
  empty,
  media,
  children,
}: {
  title: string;
  empty: string;
  media: ReturnType<typeof useMedia>;
  children: React.ReactNode;
}) {
  const { t } = useTranslation('chat');
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {media.isLoading ? (
        <Loader size="xs" aria-label={title} />
      ) : media.isError && media.items.length === 0 ? (
        <Group gap="xs">
          <Text size="sm" c="red" role="alert">
            {apiErrorMessage(media.error, t, t('info.mediaError'))}
          </Text>
          <Button size="compact-xs" variant="subtle" onClick={() => void media.refetch()}>
            {t('info.tryAgain')}
          </Button>
        </Group>
      ) : media.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        children
      )}
      {media.hasNextPage && (
        <Button
          size="xs"
          variant="subtle"
          loading={media.isFetchingNextPage}
          onClick={() => void media.fetchNextPage()}
        >
          {t('info.loadMore')}
        </Button>
      )}
    </Stack>
  );
}

/**
 * The chat header's info panel (PRODUCT §8.3): partner card, shared photos and voice clips, and
 * mute, pin, archive, report and block. A drawer on the right, the whole screen on phones.
 */
export function ConversationInfoDrawer({
  opened,
  onClose,
  partner,
  row,
  onBlock,
  onUnblock,
}: Props) {
  const { t, i18n } = useTranslation('chat');
  const isPhone = useMediaQuery(PHONE_QUERY) ?? false;
  const languageLabel = useLanguageLabel();
  const report = useReport();
  const [pin] = usePinConversationMutation();
  const [mute] = useMuteConversationMutation();
  const toggleArchive = useArchiveConversation();
  const [viewing, setViewing] = useState<number | null>(null);
  const partnerId = partner?._id ?? row?._id ?? '';
  const photos = useMedia(partnerId, 'image', opened && Boolean(partnerId));
  const voices = useMedia(partnerId, 'voice', opened && Boolean(partnerId));
  const locale = i18n.resolvedLanguage ?? 'en';

  const run = (request: Promise<unknown>) => {
    request.catch((error: unknown) => notifyError(apiErrorMessage(error, t, t('menu.failed'))));
  };
  const speaks = partner ? languageLabel(partner.native_language) : null;
  const learns = partner ? languageLabel(partner.language_to_learn) : null;

  return (
    <>
      <Drawer
        opened={opened}
        onClose={onClose}
        position="right"
        size={isPhone ? '100%' : 'md'}
        title={t('info.title')}
        closeButtonProps={{ 'aria-label': t('info.close') }}
      >
        {partner && (
          <Stack gap="lg">
            <Stack align="center" gap={4} ta="center">
              <MemberAvatar member={partner} alt="" size={96} />
              <Title order={2} size="h3">
                {partner.name}
              </Title>
              {speaks && (
                <Text size="sm">
                  {speaks.flag} {t('info.speaks', { language: speaks.label })}
                </Text>
              )}
              {learns && (
                <Text size="sm" c="dimmed">
                  {learns.flag} {t('info.learns', { language: learns.label })}
                </Text>
              )}
              <Button
                component={Link}
                to={paths.communityMember.getHref(partner._id)}
                variant="light"
                size="xs"
                mt="xs"
                leftSection={<IconUser size={16} />}
              >
                {t('info.profile')}
              </Button>
            </Stack>

            <Stack gap={0} component="nav" aria-label={t('info.actions')}>
              {row && (
                <>
                  <NavLink
                    component="button"
                    leftSection={row.muted ? <IconBell size={18} /> : <IconBellOff size={18} />}
                    label={row.muted ? t('menu.unmute') : t('menu.mute')}
                    onClick={() => run(mute({ partnerId, muted: !row.muted }).unwrap())}
                  />
                  <NavLink
                    component="button"
                    leftSection={row.pinned ? <IconPinnedOff size={18} /> : <IconPin size={18} />}
                    label={row.pinned ? t('menu.unpin') : t('menu.pin')}
                    onClick={() => run(pin({ partnerId, pinned: !row.pinned }).unwrap())}
                  />
                  <NavLink
                    component="button"
                    leftSection={
                      row.archived ? <IconArchiveOff size={18} /> : <IconArchive size={18} />
                    }
                    label={row.archived ? t('menu.unarchive') : t('menu.archive')}
                    onClick={() => toggleArchive(row)}
                  />
                </>
              )}
              {report && (
                <NavLink
                  component="button"
                  leftSection={<IconFlag size={18} />}
                  label={t('common:report.member', { name: partner.name })}
                  onClick={() => {
                    onClose();
                    report({ targetType: 'user', targetId: partnerId, name: partner.name });
                  }}
                />
              )}
              <NavLink
                component="button"
                c={row?.blocked ? undefined : 'red'}
                leftSection={<IconBan size={18} />}
                label={row?.blocked ? t('menu.unblock') : t('menu.block')}
                onClick={() => {
                  if (row?.blocked) {
                    onUnblock();
                  } else {
                    onClose();
                    onBlock();
                  }
                }}
              />
            </Stack>

            <Divider />
            <MediaSection title={t('info.photos')} empty={t('info.noPhotos')} media={photos}>
              <div className={classes.mediaGrid}>
                {photos.items.map((photo, index) => (
                  <button
                    key={photo._id}
                    type="button"
                    className={classes.photoButton}
                    aria-label={t('attachments.open', {
                      index: index + 1,
                      count: photos.items.length,
                    })}
                    onClick={() => setViewing(index)}
                  >
                    <img src={photo.url} alt="" loading="lazy" data-testid="shared-photo" />
                  </button>
                ))}
              </div>
            </MediaSection>
            <MediaSection title={t('info.voice')} empty={t('info.noVoice')} media={voices}>
              <Stack gap="xs" component="ul" className={classes.voiceList}>
                {voices.items.map((clip) => (
                  <li key={clip._id} className={classes.voiceItem} data-testid="shared-voice">
                    <Text size="xs" c="dimmed">
                      {t('info.voiceFrom', {
                        name: clip.senderId === partnerId ? partner.name : t('info.you'),
                        date: new Date(clip.createdAt).toLocaleString(locale, {
                          dateStyle: 'medium',
                          timeStyle: 'short',
                        }),
                      })}
                    </Text>
                    <VoicePlayer clip={clip} />
                  </li>
                ))}
              </Stack>
            </MediaSection>
          </Stack>
        )}
      </Drawer>
      <PhotoViewer
        photos={photos.items}
        index={viewing}
        onIndex={setViewing}
        onClose={() => setViewing(null)}
      />
    </>
  );
}
