import type { TRoomJoinAck } from '@chingu/contract';
import Janode, { type JanodeConnection, type JanodeSession } from 'janode';
import AudioBridgePlugin, { type AudioBridgeHandle } from 'janode/plugins/audiobridge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../helpers/app.ts';
import {
  createRoom,
  joined,
  next,
  okIn,
  refusedIn,
  ROOM_TEST_TIMINGS,
  signedInMember,
  socketClients,
  stateWhere,
} from './rooms-helpers.ts';

/**
 * Language rooms with Janus Gateway's AudioBridge (PRODUCT §9.3): the server creates and
 * destroys the bridge's room, hands out tokens, and applies mutes and removals at the bridge.
 * Needs a Janus with its WebSocket API at JANUS_URL (CI starts Debian's janus; see README).
 */
const janusUrl = process.env.JANUS_URL;
if (!janusUrl) {
  console.warn('rooms/janus.test.ts skipped: set JANUS_URL (e.g. ws://127.0.0.1:8188) to run it');
}

const sockets = socketClients();
let t: TestApp;
let url: string;
/** The test's own view of the bridge, as a member's browser would join it (without media). */
let connection: JanodeConnection;
let session: JanodeSession;
const handles: AudioBridgeHandle[] = [];

async function bridgeHandle() {
  const handle = await session.attach(AudioBridgePlugin);
  handles.push(handle);
  return handle;
}

type JanusMedia = Extract<Extract<TRoomJoinAck, { status: 'success' }>['media'], { mode: 'janus' }>;
const janusMediaOf = (ack: Extract<TRoomJoinAck, { status: 'success' }>): JanusMedia => {
  expect(ack.media.mode).toBe('janus');
  return ack.media as JanusMedia;
};

describe.skipIf(!janusUrl)('language rooms through Janus AudioBridge', () => {
  beforeAll(async () => {
    ({ t, url } = await sockets.listeningApp(
      { JANUS_URL: janusUrl! },
      // A short heartbeat: the host's node checks the bridge against the room that often.
      { roomTimings: { ...ROOM_TEST_TIMINGS, heartbeatMs: 300 } },
    ));
    Janode.Logger.setLevel('warn');
    connection = await Janode.connect({ address: { url: janusUrl! } });
    session = await connection.create();
  });
  afterAll(async () => {
    for (const handle of handles) await handle.detach().catch(() => {});
    await session?.destroy().catch(() => {});
    await connection?.close().catch(() => {});
  });

  it('features say janus with 500 listeners', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/features' });
    expect(res.json().data.rooms).toEqual({ mode: 'janus', maxListeners: 500 });
  });

  it('a live room has a bridge room; members join it with their own token; it goes with the room', async () => {
    const host = await signedInMember(t, 'Hana');
    const ana = await signedInMember(t, 'Ana');
    const room = await createRoom(t, host);
    expect(room.mode).toBe('janus');
    const hostSocket = await sockets.connected(url, host.token);
    const anaSocket = await sockets.connected(url, ana.token);
    const hostJoin = await joined(hostSocket, room._id);
    const hostMedia = janusMediaOf(hostJoin);
    const anaMedia = janusMediaOf(await joined(anaSocket, room._id));
    // Speakers carry their bridge participant id: talking events name it (the speaking ring).
    expect(hostJoin.room.speakers).toEqual([
      expect.objectContaining({ _id: host.id, mediaId: hostMedia.participantId }),
    ]);
    expect(hostMedia).toMatchObject({ url: janusUrl, muted: false });
    expect(anaMedia).toMatchObject({ url: janusUrl, room: hostMedia.room, muted: true });
    expect(anaMedia.token).not.toBe(hostMedia.token);
    const observer = await bridgeHandle();
    expect((await observer.exists({ room: anaMedia.room })).exists).toBe(true);

    // Without a token, or with a made-up one, the bridge refuses.
    const stranger = await bridgeHandle();
    await expect(stranger.join({ room: anaMedia.room, token: 'made-up' })).rejects.toThrow();
    // With hers, Ana gets in as the participant the server named.
    const anaBridge = await bridgeHandle();
    const joinedBridge = await anaBridge.join({
      room: anaMedia.room,
      feed: anaMedia.participantId,
      token: anaMedia.token,
      muted: anaMedia.muted,
      display: 'Ana',
    });
    expect(joinedBridge.feed).toBe(anaMedia.participantId);

    // Invited to speak, she is unmuted at the bridge; the host mutes her again.
    const participant = async () =>
      (await observer.listParticipants({ room: anaMedia.room })).participants.find(
        (p) => p.feed === anaMedia.participantId,
      );
    expect((await participant())?.muted).toBe(true);
    const anaSpeaks = stateWhere(anaSocket, (r) => r.speakers.some((s) => s._id === ana.id));
    await okIn(hostSocket, 'room:invite', { userId: ana.id });
    await expect.poll(async () => (await participant())?.muted).toBe(false);
    expect((await anaSpeaks).speakers.find((s) => s._id === ana.id)?.mediaId).toBe(
      anaMedia.participantId,
    );
    await okIn(hostSocket, 'room:mute', { userId: ana.id });
    await expect.poll(async () => (await participant())?.muted).toBe(true);

    // Mesh signals are not used with Janus.
    await refusedIn(
      hostSocket,
      'room:signal',
      { roomId: room._id, to: ana.id, data: { type: 'offer', sdp: 'v=0' } },
      'roomSignalUnused',
    );

    // Removed: kicked from the bridge, and her token no longer opens it.
    await okIn(hostSocket, 'room:remove', { userId: ana.id });
    await expect.poll(async () => participant()).toBeUndefined();
    const again = await bridgeHandle();
    await expect(again.join({ room: anaMedia.room, token: anaMedia.token })).rejects.toThrow();

    // The room ends: its bridge room is destroyed.
    const ended = next(hostSocket, 'room:ended');
    await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/rooms/${room._id}`,
      headers: { authorization: `Bearer ${host.token}` },
    });
    await ended;
    await expect
      .poll(async () => (await observer.exists({ room: anaMedia.room })).exists)
      .toBe(false);
  });

  it('a listener who joins the bridge unmuted is muted; a participant the room does not know is kicked', async () => {
    const host = await signedInMember(t, 'Hana');
    const ana = await signedInMember(t, 'Ana');
    const room = await createRoom(t, host);
    await joined(await sockets.connected(url, host.token), room._id);
    const media = janusMediaOf(await joined(await sockets.connected(url, ana.token), room._id));
    expect(media.muted).toBe(true);
    const cheat = await bridgeHandle();
    // Against her media: unmuted, and a second participant on the same token under another id.
    await cheat.join({
      room: media.room,
      feed: media.participantId,
      token: media.token,
      muted: false,
    });
    const extra = await bridgeHandle();
    await extra.join({ room: media.room, feed: media.participantId + 1, token: media.token });
    const observer = await bridgeHandle();
    const participants = async () =>
      (await observer.listParticipants({ room: media.room })).participants;
    await expect
      .poll(participants, { timeout: 10_000 })
      .toEqual([{ feed: media.participantId, muted: true }].map((p) => expect.objectContaining(p)));
  });

  it('a scheduled room gets its bridge room when it starts', async () => {
    const host = await signedInMember(t, 'Hana');
    const startsAt = new Date(Date.now() + 3_600_000).toISOString();
    const room = await createRoom(t, host, { startsAt });
    const ack = await joined(await sockets.connected(url, host.token), room._id);
    const media = janusMediaOf(ack);
    const observer = await bridgeHandle();
    expect((await observer.exists({ room: media.room })).exists).toBe(true);
  });
});
