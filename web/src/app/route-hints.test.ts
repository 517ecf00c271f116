import { describe, expect, it } from 'vitest';
import { membersSearchParams } from '@/features/members/api/get-members';
import { MEMBERS_PAGE_SIZE } from '@/features/members/utils/member';
import { momentsSearchParams } from '@/features/moments/api/get-moments';
import { FEED_PAGE_SIZE } from '@/features/moments/utils/moment';
import { FIRST_PAGES } from '../../vite-route-hints';

/**
 * A preload is only used when its URL is exactly the one RTK Query requests; otherwise the page
 * downloads its data twice. These are the URLs the screens build for page 1 with no filters
 * (moments-feed-screen.tsx, communities-screen.tsx), with fetchBaseQuery's `/api` base.
 */
const apiOf = (path: string) => FIRST_PAGES.find((page) => page.paths.includes(path))?.api;

describe('route hints: preloaded API requests', () => {
  it('preloads the feed page the moments screen requests first', () => {
    const url = `/api/v1/moments?${momentsSearchParams({ page: 1, limit: FEED_PAGE_SIZE }).toString()}`;
    expect(apiOf('/moments')).toEqual([url]);
  });

  it('preloads the directory page and the stats the communities screen requests first', () => {
    const members = `/api/v1/auth/users?${membersSearchParams({ page: 1, limit: MEMBERS_PAGE_SIZE }).toString()}`;
    expect(apiOf('/communities')).toEqual(['/api/v1/stats', members]);
    expect(apiOf('/community')).toEqual(apiOf('/communities'));
  });
});
