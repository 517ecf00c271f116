import { LIMITS, type TAttachment } from '@chingu/contract';
import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import type { Db, DbOrTx } from '../../db/index.ts';
import { messageAttachments, messages } from '../../db/schema/index.ts';
import { AppError, tooManyRequests } from '../../lib/app-error.ts';
import { readFile, readMultipartParts, refuseFile } from '../../lib/multipart.ts';
import { toAttachment, type AttachmentFiles } from '../../plugins/infra/attachment-files.ts';
import { processImage } from '../../plugins/infra/images.ts';
import { checkVoiceClip } from './voice-clip.ts';

/** `waveform` as the client sends it: a JSON array of at most 64 numbers, each clamped to 0–1. */
function parseWaveform(value: string | undefined): number[] | null {
  if (value === undefined) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new AppError(400, 'invalidInput', 'waveform must be a JSON array of numbers');
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length > LIMITS.waveformMaxPoints ||
    !parsed.every((n) => typeof n === 'number' && Number.isFinite(n))
  ) {
    throw new AppError(400, 'invalidInput', 'waveform must be at most 64 numbers');
  }
  return parsed.map((n: number) => Math.round(Math.min(1, Math.max(0, n)) * 1000) / 1000);
}

function parseDuration(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms <= 0) {
    throw new AppError(400, 'invalidInput', 'durationMs must be a positive whole number');
  }
  return ms;
}

/** Reads the text fields and the one `file` part of an attachment upload. */
async function readUpload(request: FastifyRequest) {
  let file: Buffer | undefined;
  const fields = await readMultipartParts(request, async (upload) => {
    if (upload.fieldname !== 'file' || file) {
      refuseFile(
        upload,
        new AppError(
          400,
          file ? 'tooManyAttachments' : 'invalidInput',
          file ? undefined : 'Use the field "file"',
        ),
      );
    }
    file = await readFile(upload);
  });
  if (!file) throw new AppError(400, 'attachmentRequired');
  return { fields, file };
}

/** An image is re-encoded like every upload (§4); anything that starts like audio is a voice clip. */
function looksLikeAudio(data: Buffer): boolean {
  const head = data.subarray(0, 12);
  return (
    head.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])) || // EBML (WebM)
    head.subarray(0, 4).toString('latin1') === 'OggS' ||
    head.subarray(4, 8).toString('latin1') === 'ftyp'
  );
}

/**
 * PRODUCT §9.1: at most `unsentAttachmentsMax` attachments uploaded and not yet sent at a time;
 * another is refused (429, `retryAfter` = when the oldest is swept) until one is sent or swept.
 */
async function refuseBeyondUnsent(db: DbOrTx, ownerId: string, now: Date) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      oldest: sql<Date | null>`min(${messageAttachments.createdAt})`,
    })
    .from(messageAttachments)
    .where(and(eq(messageAttachments.ownerId, ownerId), isNull(messageAttachments.messageId)));
  if (!row || row.count < LIMITS.unsentAttachmentsMax) return;
  const sweptAt = new Date(row.oldest ?? now).getTime() + LIMITS.attachmentUnusedHours * 3_600_000;
  throw tooManyRequests('tooManyRequests', Math.max(1000, sweptAt - now.getTime()));
}

/** `POST /messages/attachments`: checks and stores one file, not yet part of any message. */
export async function uploadAttachment(
  app: FastifyInstance,
  ownerId: string,
  request: FastifyRequest,
): Promise<TAttachment> {
  // Refused before the file is read; checked again under a lock when it is stored.
  await refuseBeyondUnsent(app.db, ownerId, app.clock.now());
  const { fields, file } = await readUpload(request);
  let values: Omit<typeof messageAttachments.$inferInsert, 'ownerId' | 'fileName'>;
  let stored: { data: Buffer; extension: string };
  if (looksLikeAudio(file)) {
    const clip = await checkVoiceClip(file, parseDuration(fields.durationMs));
    stored = { data: file, extension: clip.extension };
    values = {
      kind: 'voice',
      mime: clip.mime,
      bytes: file.length,
      durationMs: clip.durationMs,
      waveform: parseWaveform(fields.waveform),
    };
  } else {
    const image = await processImage(file, { variants: false, owner: ownerId });
    const meta = await sharp(image.data).metadata();
    stored = image;
    values = {
      kind: 'image',
      mime: 'image/webp',
      bytes: image.data.length,
      width: meta.width ?? null,
      height: meta.height ?? null,
    };
  }
  const fileName = await app.attachmentFiles.save(stored.data, stored.extension);
  try {
    const row = await app.db.transaction(async (tx) => {
      // One upload of a member at a time past this point: parallel ones cannot pass the cap.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`attachments:${ownerId}`}))`);
      await refuseBeyondUnsent(tx, ownerId, app.clock.now());
      const [inserted] = await tx
        .insert(messageAttachments)
        .values({ ...values, ownerId, fileName })
        .returning();
      return inserted!;
    });
    return toAttachment(row, app.attachmentFiles);
  } catch (error) {
    await app.attachmentFiles.remove([fileName]);
    throw error;
  }
}

/**
 * Claims the sender's unsent attachments for a new message, in the send's transaction: all or
 * nothing. Photos may go together (up to 4); a voice clip goes alone.
 */
export async function claimAttachments(
  tx: DbOrTx,
  ownerId: string,
  messageId: string,
  ids: string[],
): Promise<'image' | 'voice'> {
  const unique = [...new Set(ids)];
  const rows = await tx
    .select({ id: messageAttachments.id, kind: messageAttachments.kind })
    .from(messageAttachments)
    .where(
      and(
        inArray(messageAttachments.id, unique),
        eq(messageAttachments.ownerId, ownerId),
        isNull(messageAttachments.messageId),
      ),
    )
    .for('update');
  if (rows.length !== unique.length || unique.length !== ids.length) {
    throw new AppError(400, 'attachmentUnavailable');
  }
  const kinds = new Set(rows.map((r) => r.kind));
  if (kinds.size > 1 || (kinds.has('voice') && rows.length > 1)) {
    throw new AppError(400, 'mixedAttachments');
  }
  for (const [position, id] of ids.entries()) {
    await tx
      .update(messageAttachments)
      .set({ messageId, position })
      .where(eq(messageAttachments.id, id));
  }
  return kinds.has('voice') ? 'voice' : 'image';
}

/** The attachments of the given messages, in order, grouped by message id. */
/** One attachment with the two members of its message (null when unsent or unknown). */
export async function findAttachment(db: Db, id: string) {
  const [row] = await db
    .select({
      attachment: messageAttachments,
      senderId: messages.senderId,
      receiverId: messages.receiverId,
      hiddenAt: messages.hiddenAt,
      deletedByBoth: sql<boolean>`(${messages.senderDeletedAt} is not null and ${messages.receiverDeletedAt} is not null)`,
    })
    .from(messageAttachments)
    .leftJoin(messages, eq(messages.id, messageAttachments.messageId))
    .where(eq(messageAttachments.id, id));
  return row;
}

/** Photos and voice clips of a conversation the member can see, newest first. */
export async function conversationMedia(
  db: Db,
  visibleMessages: ReturnType<typeof sql>,
  { page, limit, kind }: { page: number; limit: number; kind?: 'image' | 'voice' | undefined },
) {
  const where = and(visibleMessages, kind ? eq(messageAttachments.kind, kind) : undefined);
  const [rows, totals] = await Promise.all([
    db
      .select({
        attachment: messageAttachments,
        senderId: messages.senderId,
        createdAt: messages.createdAt,
      })
      .from(messageAttachments)
      .innerJoin(messages, eq(messages.id, messageAttachments.messageId))
      .where(where)
      .orderBy(desc(messages.createdAt), messageAttachments.position)
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(messageAttachments)
      .innerJoin(messages, eq(messages.id, messageAttachments.messageId))
      .where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/**
 * Deletes attachments never sent within LIMITS.attachmentUnusedHours, then their files. The
 * DELETE … RETURNING claims each row once, so several app nodes can sweep at the same time.
 */
export async function sweepUnusedAttachments(db: Db, files: AttachmentFiles, now = new Date()) {
  const cutoff = new Date(now.getTime() - LIMITS.attachmentUnusedHours * 3_600_000);
  const gone = await db
    .delete(messageAttachments)
    .where(and(isNull(messageAttachments.messageId), lt(messageAttachments.createdAt, cutoff)))
    .returning({ fileName: messageAttachments.fileName });
  await files.remove(gone.map((g) => g.fileName));
  return gone.length;
}
