import { Stack, Text } from '@mantine/core';
import { IconVideoOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MemberAvatar } from '@/components/member-avatar';
import { formatCallDuration } from '@/utils/call-duration';
import type { CallState } from '../utils/call-state';
import classes from './call-view.module.css';
import { LanguageTimer } from './language-timer';
import { MediaVideo } from './media-video';

/** Seconds since `since`, ticking once a second. */
function useElapsedSeconds(since: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (since === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [since]);
  return since === null ? 0 : Math.max(0, Math.floor((now - since) / 1000));
}

/** "Calling…", "Connecting…", "Reconnecting…", or the running duration once connected. */
function CallStatus({ state }: { state: CallState }) {
  const { t } = useTranslation('calls');
  const elapsed = useElapsedSeconds(state.phase === 'connected' ? state.connectedAt : null);
  if (state.phase === 'connected') {
    return (
      <div className={classes.status} role="timer" aria-label={t('status.duration')}>
        {formatCallDuration(elapsed, true)}
      </div>
    );
  }
  const text =
    state.phase === 'ringing-out'
      ? t('status.calling')
      : state.phase === 'reconnecting'
        ? t('status.reconnecting')
        : t('status.connecting');
  return (
    <div className={classes.status} role="status" data-testid="call-status">
      {text}
    </div>
  );
}

/** The picture of a call: the partner's video (or avatar), the own camera small and mirrored. */
export function CallStage({ state }: { state: CallState }) {
  const { t } = useTranslation('calls');
  const { partner, media, remoteStream, localStream } = state;
  if (!partner) return null;
  const video = media === 'video';
  const remoteHasVideo = video && remoteStream !== null && remoteStream.getVideoTracks().length > 0;
  const showRemoteVideo = remoteHasVideo && state.phase !== 'ringing-out';
  return (
    <div className={classes.stage} data-testid="call-stage" data-phase={state.phase}>
      {showRemoteVideo ? (
        <MediaVideo
          stream={remoteStream}
          className={classes.remoteVideo}
          aria-label={t('video.remote', { name: partner.name })}
          data-testid="remote-video"
        />
      ) : (
        <>
          {/* Voice: the partner's sound plays here, with their picture on screen. */}
          {remoteStream && <AudioPlayer stream={remoteStream} />}
          <Stack align="center" gap="sm" p="xl">
            <MemberAvatar member={partner} alt="" size={112} radius={999} initials={2} />
            <Text fw={700} fz="xl" c="white" ta="center">
              {partner.name}
            </Text>
            <Text size="sm" c="gray.3">
              {t(`media.${media}`)}
            </Text>
          </Stack>
        </>
      )}
      <CallStatus state={state} />
      {/* Counted from the answer, so it shows while connecting too. */}
      {state.timer &&
        state.answeredAt !== null &&
        (state.phase === 'connecting' ||
          state.phase === 'connected' ||
          state.phase === 'reconnecting') && (
          <LanguageTimer timer={state.timer} answeredAt={state.answeredAt} />
        )}
      {video &&
        localStream &&
        (state.cameraOff ? (
          <div
            className={`${classes.selfView} ${classes.selfOff}`}
            role="img"
            aria-label={t('video.selfOff')}
          >
            <IconVideoOff size={24} aria-hidden />
          </div>
        ) : (
          <MediaVideo
            stream={localStream}
            muted
            className={classes.selfView}
            aria-label={t('video.self')}
            data-testid="self-video"
          />
        ))}
    </div>
  );
}

function AudioPlayer({ stream }: { stream: MediaStream }) {
  return (
    <audio
      autoPlay
      ref={(node) => {
        if (node && node.srcObject !== stream) node.srcObject = stream;
      }}
    />
  );
}
