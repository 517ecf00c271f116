import type {
  ErrorKey,
  RoomRole,
  TRoom,
  TRoomMedia,
  TRoomMessage,
  TRoomMute,
} from '@chingu/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppDispatch } from '@/hooks/store';
import { fetchIceServers } from '@/lib/ice-servers';
import { emitWithAck, listenToSession, withSessionSocket } from '@/lib/session-socket';
import { JanusAudio } from '../lib/janus-audio';
import { MeshAudio } from '../lib/mesh-audio';
import { SpeakingMeter } from '../lib/speaking-meter';

export type LiveRoomPhase =
  'joining' | 'in' | 'left' | 'ended' | 'removed' | 'elsewhere' | 'refused';

export type LiveRoomState = {
  phase: LiveRoomPhase;
  room: TRoom | null;
  role: RoomRole | null;
  media: TRoomMedia | null;
  messages: TRoomMessage[];
  /** Why the join was refused (an error key), when `refused`. */
  error: ErrorKey | 'offline' | null;
  /** Audio to play: members' streams by member id (mesh), or the bridge's mix (Janus). */
  streams: Record<string, MediaStream>;
  /** The microphone could not be opened (denied, or no device). */
  microphoneBlocked: boolean;
  /** Janus could not be reached or refused the join: no audio, the rest works. */
  audioFailed: boolean;
  /** The members speaking now (the speaking ring). */
  speaking: string[];
};

const initial: LiveRoomState = {
  phase: 'joining',
  room: null,
  role: null,
  media: null,
  messages: [],
  error: null,
  streams: {},
  microphoneBlocked: false,
  audioFailed: false,
  speaking: [],
};

/** The key of a Janus room's one mixed stream in `streams`. */
const JANUS_MIX = 'janus-mix';

/** The role `me` has in `room` now (the join's role until a state says otherwise). */
export function roleIn(room: TRoom, me: string): RoomRole {
  if (room.host._id === me && room.speakers.some((s) => s._id === me)) return 'host';
  return room.speakers.some((s) => s._id === me) ? 'speaker' : 'listener';
}

/**
 * Being in a language room (PRODUCT §9.3): joins over the session socket (again after a
 * reconnect), follows `room:state`, the side chat and the end, and runs the audio (a mesh, or
 * Janus's bridge when the server uses one): the microphone while speaking and not muted, the
 * streams to play, and who is speaking. Leaves on unmount.
 */
export function useLiveRoom(roomId: string, me: string) {
  const dispatch = useAppDispatch();
  const [state, setState] = useState<LiveRoomState>(initial);
  const mesh = useRef<MeshAudio | null>(null);
  const janus = useRef<JanusAudio | null>(null);
  const meter = useRef<SpeakingMeter | null>(null);
  const microphone = useRef<MediaStream | null>(null);
  const phase = useRef<LiveRoomPhase>('joining');
  /** Janus talking events name bridge participants: the speakers' ids map them to members. */
  const mediaIds = useRef(new Map<number, string>());
  const talking = useRef(new Set<string>());

  const update = useCallback((patch: Partial<LiveRoomState>) => {
    if (patch.phase) phase.current = patch.phase;
    setState((current) => ({ ...current, ...patch }));
  }, []);

  const stopMicrophone = useCallback(() => {
    for (const track of microphone.current?.getTracks() ?? []) track.stop();
    microphone.current = null;
    mesh.current?.setMicrophone(null);
    janus.current?.setMicrophone(null);
    meter.current?.watch(me, null);
  }, [me]);

  const stopAudio = useCallback(() => {
    mesh.current?.close();
    mesh.current = null;
    janus.current?.close();
    janus.current = null;
    meter.current?.close();
    meter.current = null;
    talking.current.clear();
    stopMicrophone();
  }, [stopMicrophone]);

  /** The microphone follows the member's part: on while they speak and are not muted. */
  const applyRoom = useCallback(
    async (room: TRoom) => {
      mesh.current?.sync(room);
      mediaIds.current = new Map(
        room.speakers.flatMap((s) => (s.mediaId === undefined ? [] : [[s.mediaId, s._id]])),
      );
      const speaks = room.speakers.some((s) => s._id === me);
      const muted = room.muted.includes(me);
      if (!speaks) {
        stopMicrophone();
        return;
      }
      if (!microphone.current) {
        try {
          microphone.current = await navigator.mediaDevices.getUserMedia({ audio: true });
        } catch {
          update({ microphoneBlocked: true });
          return;
        }
      }
      const track = microphone.current.getAudioTracks()[0] ?? null;
      if (track) track.enabled = !muted;
      mesh.current?.setMicrophone(track);
      janus.current?.setMicrophone(track);
      // A mesh member's own ring follows their microphone (a muted track is silent).
      if (mesh.current && !muted) meter.current?.watch(me, microphone.current);
      else if (mesh.current) meter.current?.watch(me, null);
    },
    [me, stopMicrophone, update],
  );

  useEffect(() => {
    let stopped = false;
    const join = async () => {
      const ack = await emitWithAck('room:join', { roomId });
      if (stopped) return;
      if (ack.status !== 'success') {
        update({ phase: 'refused', error: ack.code ?? 'offline' });
        return;
      }
      // Without WebRTC (an old browser, a test) the room works without its audio.
      const webRtc = typeof RTCPeerConnection !== 'undefined';
      const setStream = (key: string, stream: MediaStream | null) =>
        setState((current) => {
          const streams = { ...current.streams };
          if (stream) streams[key] = stream;
          else delete streams[key];
          return { ...current, streams };
        });
      const setSpeaking = (speaking: Set<string>) =>
        setState((current) => ({ ...current, speaking: [...speaking] }));
      if (ack.media.mode === 'mesh' && !mesh.current && webRtc) {
        const iceServers = await fetchIceServers(dispatch);
        if (stopped) return;
        meter.current ??= new SpeakingMeter(setSpeaking);
        const speakingMeter = meter.current;
        mesh.current = new MeshAudio(me, iceServers, {
          signal: (to, data) => void emitWithAck('room:signal', { roomId, to, data }),
          stream: (userId, stream) => {
            setStream(userId, stream);
            speakingMeter.watch(userId, stream);
          },
        });
      } else if (ack.media.mode === 'janus' && !janus.current && webRtc) {
        const iceServers = await fetchIceServers(dispatch);
        if (stopped) return;
        const audio = new JanusAudio(ack.media, iceServers, {
          stream: (stream) => setStream(JANUS_MIX, stream),
          talking: (participantId, isTalking) => {
            const userId = mediaIds.current.get(participantId);
            if (!userId) return;
            if (isTalking) talking.current.add(userId);
            else talking.current.delete(userId);
            setSpeaking(talking.current);
          },
          failed: () => update({ audioFailed: true }),
        });
        janus.current = audio;
        void audio.start();
      }
      update({
        phase: 'in',
        room: ack.room,
        role: ack.role,
        media: ack.media,
        messages: ack.messages,
        error: null,
      });
      void applyRoom(ack.room);
    };
    const stop = withSessionSocket((socket) => {
      // Joined (again) whenever the socket (re)connects while the member is in the room.
      if (socket.connected && (phase.current === 'joining' || phase.current === 'in')) void join();
      return listenToSession(socket, {
        connect: () => {
          if (phase.current === 'in' || phase.current === 'joining') void join();
        },
        'room:state': ({ room }) => {
          if (room._id !== roomId || phase.current !== 'in') return;
          update({ room, role: roleIn(room, me) });
          void applyRoom(room);
        },
        'room:message': (message) => {
          if (message.roomId !== roomId) return;
          setState((current) => ({
            ...current,
            messages: [...current.messages, message].slice(-100),
          }));
        },
        'room:signal': ({ roomId: id, from, data }) => {
          if (id === roomId) void mesh.current?.receive(from, data);
        },
        'room:ended': ({ roomId: id, reason }) => {
          if (id !== roomId) return;
          update({
            phase:
              reason === 'removed' ? 'removed' : reason === 'elsewhere' ? 'elsewhere' : 'ended',
          });
          stopAudio();
        },
      });
    });
    return () => {
      stopped = true;
      stop();
      if (phase.current === 'in') void emitWithAck('room:leave', { roomId });
      stopAudio();
    };
  }, [roomId, me, dispatch, update, applyRoom, stopAudio]);

  const act = useCallback(
    (event: 'room:raise-hand' | 'room:lower-hand' | 'room:leave') => emitWithAck(event, { roomId }),
    [roomId],
  );
  const host = useCallback(
    (event: 'room:invite' | 'room:to-listeners' | 'room:remove', userId: string) =>
      emitWithAck(event, { roomId, userId }),
    [roomId],
  );
  const mute = useCallback(
    (payload: Omit<TRoomMute, 'roomId'>) => emitWithAck('room:mute', { roomId, ...payload }),
    [roomId],
  );
  const send = useCallback(
    (text: string) => emitWithAck('room:message', { roomId, text }),
    [roomId],
  );
  const leave = useCallback(async () => {
    const ack = await act('room:leave');
    if (ack.status === 'success') {
      update({ phase: 'left' });
      stopAudio();
    }
    return ack;
  }, [act, update, stopAudio]);

  return { state, act, host, mute, send, leave };
}
