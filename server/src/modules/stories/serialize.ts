import type { TStory, TStoryViewer } from '@chingu/contract';
import { imageUrls } from '../../plugins/infra/images.ts';
import type { UploadLinks } from '../../plugins/infra/upload-links.ts';
import type { StoryRow } from './queries.ts';

/** A story as `viewerId` sees it: `viewsCount` for its author only. */
export function toStory(row: StoryRow, viewerId: string, links: UploadLinks): TStory {
  const s = row.story;
  const own = s.userId === viewerId;
  // Columns hold only values the contract's enums validated on the way in.
  return {
    _id: s.id,
    user: { _id: s.userId, name: row.authorName, imageUrls: imageUrls(row.authorImages) },
    // A story's photo only through a signed link that ends with the story (decision 045).
    imageUrl: s.image ? links.signed(s.image, s.expiresAt) : null,
    text: s.text,
    background: s.background as TStory['background'],
    caption: s.caption,
    privacy: s.privacy,
    createdAt: s.createdAt.toISOString(),
    expiresAt: s.expiresAt.toISOString(),
    viewed: own || row.viewed,
    ...(own ? { viewsCount: s.viewsCount } : {}),
  };
}

export function toStoryViewer(row: {
  userId: string;
  name: string;
  images: string[];
  viewedAt: Date;
}): TStoryViewer {
  return {
    user: { _id: row.userId, name: row.name, imageUrls: imageUrls(row.images) },
    viewedAt: row.viewedAt.toISOString(),
  };
}
