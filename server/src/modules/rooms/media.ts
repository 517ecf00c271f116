import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { LIMITS, type RoomMediaMode, type TRoomMedia } from '@chingu/contract';
import type { FastifyBaseLogger } from 'fastify';
import Janode, { type JanodeConnection, type JanodeSession } from 'janode';
import AudioBridgePlugin, { type AudioBridgeHandle } from 'janode/plugins/audiobridge';
import { AppError } from '../../lib/app-error.ts';

/**
 * How a room's audio flows (PRODUCT §9.3, decision 050). The mesh needs nothing from the server
 * but the socket; Janus needs an AudioBridge room per live room, a token per member, and the
 * host's mute and remove applied at the bridge too. Every Janus request carries the room's own
 * secret (an HMAC of the app's shared key, so any node can make it); members only ever get
 * their token.
 */
export interface RoomMedia {
  mode: RoomMediaMode;
  maxListeners: number;
  /** A new media room for a room going live (null in the mesh). */
  open(roomId: string, title: string): Promise<number | null>;
  /** A member's way in: its participant id and token (null in the mesh). */
  admit(mediaRoom: number | null): Promise<{ janusId: number; janusToken: string } | null>;
  /** What the member's client needs to connect. */
  mediaFor(
    mediaRoom: number | null,
    member: { janusId: number | null; janusToken: string | null; muted: boolean; speaks: boolean },
  ): TRoomMedia;
  /** Mutes a member at the bridge (listeners, and whom the host muted); quiet when absent. */
  setMuted(mediaRoom: number | null, janusId: number | null, muted: boolean): Promise<void>;
  /** A member left or was removed: their token goes and their participant is kicked. */
  dismiss(
    mediaRoom: number | null,
    janusId: number | null,
    janusToken: string | null,
  ): Promise<void>;
  /**
   * Brings the bridge in line with the room: a participant who may not speak but is unmuted is
   * muted (a client that joined unmuted against its `media`), one the room does not know is
   * kicked.
   */
  enforce(
    mediaRoom: number | null,
    members: { janusId: number | null; mayTalk: boolean }[],
  ): Promise<void>;
  close(mediaRoom: number | null): Promise<void>;
  shutdown(): Promise<void>;
}

export const meshMedia: RoomMedia = {
  mode: 'mesh',
  maxListeners: LIMITS.roomMeshListenersMax,
  open: async () => null,
  admit: async () => null,
  mediaFor: () => ({ mode: 'mesh' }),
  setMuted: async () => {},
  dismiss: async () => {},
  enforce: async () => {},
  close: async () => {},
  shutdown: async () => {},
};

const unavailable = () => new AppError(503, 'roomAudioUnavailable');

/** Janus Gateway's AudioBridge through janode, one connection and session per app node. */
export function janusMedia({
  url,
  publicUrl,
  roomKey,
  log,
}: {
  url: string;
  publicUrl: string;
  /** The app's shared key: each room's Janus secret is derived from it. */
  roomKey: () => Promise<string>;
  log: FastifyBaseLogger;
}): RoomMedia {
  Janode.Logger.setLevel('warn');
  let connecting: Promise<{
    connection: JanodeConnection;
    session: JanodeSession;
    handle: AudioBridgeHandle;
  }> | null = null;

  /** The bridge handle, (re)connecting when there is none or it went away. */
  function bridge() {
    connecting ??= (async () => {
      const connection = await Janode.connect({
        address: { url },
        retry_time_secs: 1,
        max_retries: 2,
      });
      const session = await connection.create(15);
      const handle = await session.attach(AudioBridgePlugin);
      const reset = () => {
        connecting = null;
      };
      connection.once(Janode.EVENT.CONNECTION_CLOSED!, reset);
      connection.once(Janode.EVENT.CONNECTION_ERROR!, reset);
      session.once(Janode.EVENT.SESSION_DESTROYED!, reset);
      return { connection, session, handle };
    })().catch((err: unknown) => {
      connecting = null;
      log.warn({ err }, 'Janus is not answering');
      throw unavailable();
    });
    return connecting.then((c) => c.handle);
  }

  const secretOf = async (room: number) =>
    createHmac('sha256', await roomKey())
      .update(`janus-room:${room}`)
      .digest('base64url');

  /** A bridge request about a room; a participant or room that is gone is not an error. */
  async function quietly(work: (handle: AudioBridgeHandle) => Promise<unknown>) {
    try {
      await work(await bridge());
    } catch (err) {
      log.debug({ err }, 'Janus request refused');
    }
  }

  return {
    mode: 'janus',
    maxListeners: LIMITS.roomJanusListenersMax,
    async open(roomId, title) {
      const handle = await bridge();
      // AudioBridge room ids are numbers; random ones up to 2^48 do not collide in practice.
      const room = randomInt(1, 2 ** 48);
      const secret = await secretOf(room);
      try {
        await handle.create({
          room,
          description: `${title.slice(0, 60)} (${roomId})`,
          permanent: false,
          is_private: true,
          sampling_rate: 48_000,
          secret,
          // The speaking ring: talking after half a second of voice at a speaking level of about
          // -45 dBov or louder (Janus's defaults, 2 s and -25 dBov, missed ordinary voices).
          talking_events: true,
          talking_packets_threshold: 25,
          talking_level_threshold: 45,
        });
        // Only holders of a token this server added may join (PRODUCT §9.3: never the secret).
        await handle.allow({ room, action: 'enable', secret });
      } catch (err) {
        log.warn({ err }, 'Janus refused a new room');
        throw unavailable();
      }
      return room;
    },
    async admit(mediaRoom) {
      if (mediaRoom === null) return null;
      const janusToken = randomBytes(18).toString('base64url');
      const janusId = randomInt(1, 2 ** 48);
      try {
        const handle = await bridge();
        await handle.allow({
          room: mediaRoom,
          action: 'add',
          list: [janusToken],
          secret: await secretOf(mediaRoom),
        });
      } catch (err) {
        if (err instanceof AppError) throw err;
        log.warn({ err }, 'Janus refused a token');
        throw unavailable();
      }
      return { janusId, janusToken };
    },
    mediaFor(mediaRoom, member) {
      if (mediaRoom === null || member.janusId === null || member.janusToken === null) {
        return { mode: 'mesh' };
      }
      return {
        mode: 'janus',
        url: publicUrl,
        room: mediaRoom,
        participantId: member.janusId,
        token: member.janusToken,
        muted: member.muted || !member.speaks,
      };
    },
    async setMuted(mediaRoom, janusId, muted) {
      if (mediaRoom === null || janusId === null) return;
      const secret = await secretOf(mediaRoom);
      await quietly((h) =>
        muted
          ? h.mute({ room: mediaRoom, feed: janusId, secret })
          : h.unmute({ room: mediaRoom, feed: janusId, secret }),
      );
    },
    async dismiss(mediaRoom, janusId, janusToken) {
      if (mediaRoom === null) return;
      const secret = await secretOf(mediaRoom);
      if (janusToken) {
        await quietly((h) =>
          h.allow({ room: mediaRoom, action: 'remove', list: [janusToken], secret }),
        );
      }
      if (janusId !== null)
        await quietly((h) => h.kick({ room: mediaRoom, feed: janusId, secret }));
    },
    async enforce(mediaRoom, members) {
      if (mediaRoom === null) return;
      const secret = await secretOf(mediaRoom);
      const mayTalk = new Map(members.map((m) => [m.janusId, m.mayTalk]));
      await quietly(async (h) => {
        const { participants } = await h.listParticipants({ room: mediaRoom, secret });
        for (const { feed, muted } of participants) {
          if (!mayTalk.has(feed)) await h.kick({ room: mediaRoom, feed, secret });
          else if (!muted && !mayTalk.get(feed)) await h.mute({ room: mediaRoom, feed, secret });
        }
      });
    },
    async close(mediaRoom) {
      if (mediaRoom === null) return;
      const secret = await secretOf(mediaRoom);
      await quietly((h) => h.destroy({ room: mediaRoom, secret }));
    },
    async shutdown() {
      const current = connecting;
      connecting = null;
      if (!current) return;
      try {
        const { connection, session } = await current;
        await session.destroy().catch(() => {});
        await connection.close().catch(() => {});
      } catch {
        // It never connected: nothing to close.
      }
    },
  };
}
