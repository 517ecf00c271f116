import type { TRoom, TRoomMember } from '@chingu/contract';
import { ERROR_MESSAGES, isErrorKey } from '@chingu/contract/errors';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Container,
  Group,
  Loader,
  Menu,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  IconDots,
  IconDoorExit,
  IconFlag,
  IconHandStop,
  IconMicrophone,
  IconMicrophoneOff,
  IconPlayerStop,
} from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { MemberAvatar } from '@/components/member-avatar';
import { useReport } from '@/components/report/report-context';
import { paths } from '@/config/paths';
import { useAppSelector } from '@/hooks/store';
import { labelForCode } from '@/lib/languages';
import { notifyError } from '@/lib/notify';
import { selectCurrentUser } from '@/stores/auth-slice';
import { useEndRoomMutation } from '../api/end-room';
import { useLiveRoom } from '../hooks/use-live-room';
import { RoomChat } from './room-chat';
import classes from './rooms.module.css';

type Ack = { status: 'success' } | { status: 'error'; error: string; code?: string };

/** The text of a refused event: its error key translated, else its message. */
function ackError(ack: Ack, t: TFunction): string | null {
  if (ack.status === 'success') return null;
  return isErrorKey(ack.code)
    ? t(`errors:${ack.code}`, { defaultValue: ERROR_MESSAGES[ack.code] })
    : t('rooms:actionFailed');
}

/** Plays a member's audio (mesh rooms) or the bridge's mix (Janus rooms). */
function RemoteAudio({ stream }: { stream: MediaStream }) {
  const ref = useRef<HTMLAudioElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.srcObject = stream;
  }, [stream]);
  return <audio ref={ref} autoPlay />;
}

function SpeakerTile({
  member,
  room,
  me,
  isHost,
  speaking,
  onHost,
  onMute,
}: {
  member: TRoomMember;
  room: TRoom;
  me: string;
  isHost: boolean;
  /** Their voice is heard now: the ring around the picture. */
  speaking: boolean;
  onHost: (event: 'room:to-listeners' | 'room:remove', member: TRoomMember) => void;
  onMute: (member: TRoomMember, muted: boolean) => void;
}) {
  const { t } = useTranslation('rooms');
  const muted = room.muted.includes(member._id);
  const hosting = room.host._id === member._id;
  return (
    <Stack
      align="center"
      gap={4}
      data-testid="room-speaker"
      data-speaking={speaking}
      aria-label={member.name}
    >
      <div className={`${classes.ring} ${speaking ? classes.speaking : ''}`}>
        <MemberAvatar member={member} alt="" size={64} />
      </div>
      <Group gap={4} wrap="nowrap" justify="center">
        {muted ? <IconMicrophoneOff size={14} aria-label={t('room.muted')} /> : null}
        <Text size="sm" fw={600} lineClamp={1}>
          {member.name}
        </Text>
      </Group>
      {hosting ? (
        <Badge size="xs" variant="light">
          {t('room.host')}
        </Badge>
      ) : null}
      {isHost && member._id !== me ? (
        <Menu position="bottom" withinPortal>
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              aria-label={t('room.memberActions', { name: member.name })}
            >
              <IconDots size={16} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => onMute(member, !muted)}>
              {muted ? t('room.unmute') : t('room.mute')}
            </Menu.Item>
            <Menu.Item onClick={() => onHost('room:to-listeners', member)}>
              {t('room.toListeners')}
            </Menu.Item>
            <Menu.Item color="red" onClick={() => onHost('room:remove', member)}>
              {t('room.remove')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      ) : null}
    </Stack>
  );
}

/**
 * A language room (PRODUCT §9.3): speakers, the listeners' count, raised hands, the member's own
 * controls (raise hand, mute, leave), the host's (invite, move to listeners, mute, remove, end)
 * and the side chat, with the room's audio and the speaking ring.
 */
export function RoomScreen({ roomId }: { roomId: string }) {
  const { t, i18n } = useTranslation(['rooms', 'errors']);
  const me = useAppSelector(selectCurrentUser)?._id ?? '';
  const navigate = useNavigate();
  const { state, act, host, mute, send, leave } = useLiveRoom(roomId, me);
  const [endRoom] = useEndRoomMutation();
  const report = useReport();
  const [confirmEnd, setConfirmEnd] = useState(false);
  const [removing, setRemoving] = useState<TRoomMember | null>(null);
  const { room, phase } = state;

  const run = async (work: Promise<Ack>) => {
    const failure = ackError(await work, t);
    if (failure) notifyError(failure);
  };

  if (phase !== 'in' && phase !== 'joining') {
    const message =
      phase === 'refused'
        ? state.error && isErrorKey(state.error)
          ? t(`errors:${state.error}`)
          : t('actionFailed')
        : t(`room.${phase}`);
    return (
      <Container size="sm" py="xl">
        <Stack align="center" gap="md">
          <Text size="lg" ta="center" role="status">
            {message}
          </Text>
          <Button component={Link} to={paths.rooms.getHref()} variant="light">
            {t('room.back')}
          </Button>
        </Stack>
      </Container>
    );
  }
  if (!room) {
    return (
      <Container size="sm" py="xl">
        <Group justify="center" gap="sm" role="status">
          <Loader size="sm" />
          <Text>{t('room.joining')}</Text>
        </Group>
      </Container>
    );
  }

  const isHost = room.host._id === me;
  const speaks = room.speakers.some((s) => s._id === me);
  const handRaised = room.raisedHands.some((m) => m._id === me);
  const iAmMuted = room.muted.includes(me);

  return (
    <Container size="md" py="lg">
      {Object.entries(state.streams).map(([userId, stream]) => (
        <RemoteAudio key={userId} stream={stream} />
      ))}
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={4} miw={0}>
            <Group gap="xs">
              <Badge color="red" variant="filled">
                {t('live')}
              </Badge>
              <Badge variant="outline">
                {labelForCode(room.language, i18n.resolvedLanguage ?? 'en', room.language)}
              </Badge>
              {room.level ? <Badge variant="outline">{room.level}</Badge> : null}
            </Group>
            <Title order={1} size="h2">
              {room.title}
            </Title>
            {room.topic ? <Text c="dimmed">{room.topic}</Text> : null}
          </Stack>
          <Group gap="xs">
            {report && !isHost ? (
              <ActionIcon
                variant="subtle"
                size="lg"
                aria-label={t('room.report')}
                onClick={() => report({ targetType: 'room', targetId: room._id })}
              >
                <IconFlag size={18} />
              </ActionIcon>
            ) : null}
            {isHost ? (
              <Button
                color="red"
                variant="light"
                leftSection={<IconPlayerStop size={18} />}
                onClick={() => setConfirmEnd(true)}
              >
                {t('room.end')}
              </Button>
            ) : null}
            <Button
              variant="default"
              leftSection={<IconDoorExit size={18} />}
              onClick={() => void run(leave())}
            >
              {t('room.leave')}
            </Button>
          </Group>
        </Group>

        {state.microphoneBlocked && speaks ? (
          <Alert color="orange">{t('room.microphoneBlocked')}</Alert>
        ) : null}
        {state.audioFailed ? <Alert color="orange">{t('room.audioFailed')}</Alert> : null}

        <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="room-speakers">
          <Stack gap="sm">
            <Group justify="space-between">
              <Title order={2} size="h5" id="room-speakers">
                {t('room.speakers')}
              </Title>
              <Text size="sm" c="dimmed" data-testid="room-listeners">
                {t('listeners', { count: room.listeners })}
              </Text>
            </Group>
            <SimpleGrid cols={{ base: 3, sm: 4 }}>
              {room.speakers.map((speaker) => (
                <SpeakerTile
                  key={speaker._id}
                  member={speaker}
                  room={room}
                  me={me}
                  isHost={isHost}
                  speaking={state.speaking.includes(speaker._id)}
                  onHost={(event, member) =>
                    event === 'room:remove'
                      ? setRemoving(member)
                      : void run(host(event, member._id))
                  }
                  onMute={(member, muted) => void run(mute({ userId: member._id, muted }))}
                />
              ))}
            </SimpleGrid>
            <Group gap="xs">
              {speaks ? (
                <Button
                  variant={iAmMuted ? 'filled' : 'light'}
                  leftSection={
                    iAmMuted ? <IconMicrophoneOff size={18} /> : <IconMicrophone size={18} />
                  }
                  aria-pressed={iAmMuted}
                  onClick={() => void run(mute({ userId: me, muted: !iAmMuted }))}
                >
                  {iAmMuted ? t('room.unmute') : t('room.mute')}
                </Button>
              ) : (
                <Button
                  variant={handRaised ? 'filled' : 'light'}
                  leftSection={<IconHandStop size={18} />}
                  aria-pressed={handRaised}
                  onClick={() => void run(act(handRaised ? 'room:lower-hand' : 'room:raise-hand'))}
                >
                  {handRaised ? t('room.lowerHand') : t('room.raiseHand')}
                </Button>
              )}
            </Group>
          </Stack>
        </Paper>

        {room.raisedHands.length ? (
          <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="room-hands">
            <Stack gap="xs">
              <Title order={2} size="h5" id="room-hands">
                {t('room.raisedHands')}
              </Title>
              {room.raisedHands.map((member) => (
                <Group key={member._id} justify="space-between" wrap="nowrap">
                  <Group gap="xs" wrap="nowrap">
                    <MemberAvatar member={member} alt="" size={28} />
                    <Text size="sm">{member.name}</Text>
                  </Group>
                  {isHost ? (
                    <Group gap="xs">
                      <Button size="xs" onClick={() => void run(host('room:invite', member._id))}>
                        {t('room.invite')}
                      </Button>
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        onClick={() => setRemoving(member)}
                      >
                        {t('room.remove')}
                      </Button>
                    </Group>
                  ) : null}
                </Group>
              ))}
            </Stack>
          </Paper>
        ) : null}

        <RoomChat
          messages={state.messages}
          onSend={async (text) => ackError(await send(text), t)}
        />
      </Stack>
      <ConfirmDialog
        opened={confirmEnd}
        title={t('room.end')}
        message={t('room.endConfirm')}
        confirmLabel={t('room.end')}
        cancelLabel={t('cancel')}
        onCancel={() => setConfirmEnd(false)}
        onConfirm={() => {
          setConfirmEnd(false);
          endRoom(roomId)
            .unwrap()
            .then(() => navigate(paths.rooms.getHref()))
            .catch(() => notifyError(t('actionFailed')));
        }}
      />
      <ConfirmDialog
        opened={removing !== null}
        title={t('room.remove')}
        message={t('room.removeConfirm', { name: removing?.name ?? '' })}
        confirmLabel={t('room.remove')}
        cancelLabel={t('cancel')}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          const member = removing;
          setRemoving(null);
          if (member) void run(host('room:remove', member._id));
        }}
      />
    </Container>
  );
}
