import { LIMITS, type TNotification } from '@chingu/contract';
import { imageUrls } from '../../plugins/infra/images.ts';
import type { Actor, NotificationRow } from './queries.ts';

/** A notification as its recipient sees it. */
export function toNotification(row: NotificationRow, actor: Actor | null): TNotification {
  return {
    _id: row.id,
    kind: row.kind,
    actor: actor ? { _id: actor.id, name: actor.name, imageUrls: imageUrls(actor.images) } : null,
    ...(row.momentId ? { momentId: row.momentId } : {}),
    ...(row.messageId ? { messageId: row.messageId } : {}),
    ...(row.roomId ? { roomId: row.roomId } : {}),
    ...(row.preview ? { preview: row.preview } : {}),
    ...(row.actionId ? { actionId: row.actionId } : {}),
    ...(row.action ? { action: row.action } : {}),
    ...(row.reason ? { reason: row.reason } : {}),
    count: row.count,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

/**
 * A short, one-line excerpt of a comment or corrected text: whitespace collapsed, cut at a
 * character (not a UTF-16 unit, so no emoji is split) with an ellipsis.
 */
export function excerpt(text: string, max: number = LIMITS.notificationPreviewMax): string {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  return chars.length <= max
    ? chars.join('')
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}
