import type { TComment, TMoment, TMomentCorrection } from '@chingu/contract';
import { imageUrls, momentImageUrls } from '../../plugins/infra/images.ts';
import type { UploadLinks } from '../../plugins/infra/upload-links.ts';
import type { CommentRow } from './comment-queries.ts';
import type { CorrectionRow } from './correction-queries.ts';
import type { MomentRow } from './queries.ts';

/** A moment as `viewerId` sees it; photos of a moment that is not public as signed links. */
export function toMoment(row: MomentRow, viewerId: string | null, links: UploadLinks): TMoment {
  const m = row.moment;
  const isLiked = Boolean(row.isLiked);
  // The viewer's own like is always in the list, even beyond the recent-likers cap.
  const likedUsers =
    isLiked && viewerId && !row.recentLikers.includes(viewerId)
      ? [...row.recentLikers, viewerId]
      : row.recentLikers;
  // Columns hold only values the contract's enums validated on the way in.
  return {
    _id: m.id,
    title: m.title,
    description: m.description,
    imageUrls:
      m.privacy === 'public' ? momentImageUrls(m.images) : m.images.map((n) => links.signed(n)),
    likeCount: m.likeCount,
    likedUsers,
    isLiked,
    commentCount: m.commentCount,
    user: { _id: m.userId, name: row.authorName, imageUrls: imageUrls(row.authorImages) },
    // When it appeared in the feed (the scheduled time for a scheduled moment), as the feed orders.
    createdAt: m.publishedAt.toISOString(),
    updatedAt: m.updatedAt.toISOString(),
    category: m.category as TMoment['category'],
    language: m.language as TMoment['language'],
    mood: m.mood as TMoment['mood'],
    tags: m.tags,
    location: m.location ?? null,
    privacy: m.privacy,
    scheduledDate: m.scheduledAt ? m.scheduledAt.toISOString() : null,
    reactions: row.reactions,
    correctMe: m.correctMe,
    correctionCount: m.correctionCount,
  };
}

export function toComment(row: CommentRow): TComment {
  return {
    _id: row.comment.id,
    text: row.comment.text,
    createdAt: row.comment.createdAt.toISOString(),
    user: { _id: row.comment.userId, name: row.authorName, imageUrls: imageUrls(row.authorImages) },
  };
}

export function toMomentCorrection(row: CorrectionRow): TMomentCorrection {
  const c = row.correction;
  return {
    _id: c.id,
    momentId: c.momentId,
    author: { _id: c.userId, name: row.authorName, imageUrls: imageUrls(row.authorImages) },
    original: c.original,
    corrected: c.corrected,
    note: c.note,
    helpful: c.helpful,
    createdAt: c.createdAt.toISOString(),
  };
}
