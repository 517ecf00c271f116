import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { LIMITS, type AttachmentLinkScope, type TAttachment } from '@chingu/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sharedSecret } from '../../db/app-secrets.ts';
import type { messageAttachments } from '../../db/schema/index.ts';
import { contentTypeOf } from '../../lib/storage/file-storage.ts';

/**
 * Chat attachments are private to the two members (PRODUCT §8.3, decision 015): stored outside
 * the public uploads area of `app.storage` (decision 026) and fetched only through links signed with a key every app node
 * shares (made once, kept in the database). A link names the attachment and its expiry; the
 * message serialiser signs a fresh one each time it hands the message to a member.
 */
export type AttachmentFiles = {
  save: (data: Buffer, extension: string) => Promise<string>;
  remove: (names: string[]) => Promise<void>;
  /** The `app.storage` key of a stored file (names come from our database only). */
  keyOf: (name: string) => string;
  /** A member's link, or one for moderators (`scope`), signed apart so neither passes as the other. */
  signedUrl: (attachmentId: string, scope?: AttachmentLinkScope) => string;
  /** 'ok', 'expired' or 'invalid' for the parts of a link. */
  verify: (
    attachmentId: string,
    expires: number,
    signature: string,
    scope?: AttachmentLinkScope,
  ) => 'ok' | 'expired' | 'invalid';
};

type AttachmentRow = typeof messageAttachments.$inferSelect;

/** An attachment as a message (or a moderator's report view) shows it, with a fresh link. */
export function toAttachment(
  row: Pick<AttachmentRow, 'id' | 'mime' | 'width' | 'height' | 'durationMs' | 'waveform'>,
  files: AttachmentFiles,
  scope?: AttachmentLinkScope,
): TAttachment {
  return {
    _id: row.id,
    url: files.signedUrl(row.id, scope),
    mime: row.mime,
    ...(row.width !== null ? { width: row.width } : {}),
    ...(row.height !== null ? { height: row.height } : {}),
    ...(row.durationMs !== null ? { durationMs: row.durationMs } : {}),
    ...(row.waveform ? { waveform: row.waveform } : {}),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    attachmentFiles: AttachmentFiles;
  }
}

const SECRET_NAME = 'attachment-link-key';
/** Expiries are rounded up to this step, so a link stays the same (and cacheable) for a while. */
const EXPIRY_STEP_MS = 10 * 60_000;
const SAFE_NAME = /^[\w-]+\.\w+$/;

async function linkKey(app: FastifyInstance): Promise<Buffer> {
  const value = await sharedSecret(app.db, SECRET_NAME, () =>
    randomBytes(32).toString('base64url'),
  );
  return Buffer.from(value, 'base64url');
}

export const attachmentFilesPlugin = fp(
  async (app: FastifyInstance, { now = () => Date.now() }: { now?: () => number }) => {
    const { storage } = app;
    const keyOf = (name: string) => {
      if (!SAFE_NAME.test(name)) throw new Error('unsafe attachment file name');
      return `attachments/${name}`;
    };
    const key = await linkKey(app);
    const sign = (id: string, expires: number, scope?: AttachmentLinkScope) =>
      createHmac('sha256', key)
        .update(scope ? `${id}.${expires}.${scope}` : `${id}.${expires}`)
        .digest('base64url');

    app.decorate('attachmentFiles', {
      async save(data, extension) {
        const name = `${randomUUID()}.${extension}`;
        await storage.put(keyOf(name), data, contentTypeOf(name));
        return name;
      },
      async remove(names) {
        await storage.remove(names.filter((n) => SAFE_NAME.test(n)).map(keyOf));
      },
      keyOf,
      signedUrl(attachmentId, scope) {
        const lifetime = LIMITS.attachmentUrlMinutes * 60_000;
        const expires = Math.ceil((now() + lifetime) / EXPIRY_STEP_MS) * EXPIRY_STEP_MS;
        const seconds = expires / 1000;
        const signature = sign(attachmentId, seconds, scope);
        return `/api/v1/messages/attachments/${attachmentId}?expires=${seconds}&signature=${signature}${scope ? `&scope=${scope}` : ''}`;
      },
      verify(attachmentId, expires, signature, scope) {
        const expected = Buffer.from(sign(attachmentId, expires, scope));
        const given = Buffer.from(signature);
        if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
        return expires * 1000 < now() ? 'expired' : 'ok';
      },
    } satisfies AttachmentFiles);
  },
  { name: 'attachment-files', dependencies: ['db', 'storage'] },
);
