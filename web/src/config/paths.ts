/** Typed route map: build links with these, never with string literals scattered around. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  about: { path: '/about', getHref: () => '/about' },
  services: { path: '/services', getHref: () => '/services' },
  pricing: { path: '/pricing', getHref: () => '/pricing' },
  contact: { path: '/contact', getHref: () => '/contact' },
  login: {
    path: '/login',
    getHref: (redirectTo?: string | null) =>
      `/login${redirectTo ? `?redirect=${encodeURIComponent(redirectTo)}` : ''}`,
  },
  register: {
    path: '/register',
    getHref: (redirectTo?: string | null) =>
      `/register${redirectTo ? `?redirect=${encodeURIComponent(redirectTo)}` : ''}`,
  },
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  communities: { path: '/communities', getHref: () => '/communities' },
  community: { path: '/community', getHref: () => '/community' },
  communityMember: { path: '/community/:id', getHref: (id: string) => `/community/${id}` },
  moments: { path: '/moments', getHref: () => '/moments' },
  moment: {
    path: '/moment/:id',
    /** `correct`: open the correction editor at once (PRODUCT §9.2, from the home). */
    getHref: (id: string, { correct = false }: { correct?: boolean } = {}) =>
      `/moment/${id}${correct ? '?correct=1' : ''}`,
  },
  addMoment: { path: '/add-moment', getHref: () => '/add-moment' },
  createMoment: { path: '/create-moment', getHref: () => '/create-moment' },
  editMoment: { path: '/edit-moment/:id', getHref: (id: string) => `/edit-moment/${id}` },
  myMoments: { path: '/my-moments', getHref: () => '/my-moments' },
  profile: { path: '/profile', getHref: () => '/profile' },
  followers: { path: '/followersList', getHref: () => '/followersList' },
  followings: { path: '/followingsList', getHref: () => '/followingsList' },
  chat: {
    path: '/chat/:userId?',
    getHref: (userId?: string) => (userId ? `/chat/${userId}` : '/chat'),
  },
  courses: { path: '/courses', getHref: () => '/courses' },
  stories: { path: '/stories', getHref: () => '/stories/' },
  adminReports: { path: '/admin/reports', getHref: () => '/admin/reports' },
  /** PRODUCT §9.1: from a `moderation` notification; what it said rides along for the page. */
  appeal: {
    path: '/appeal/:actionId',
    getHref: (
      actionId: string,
      about: { action?: string; reason?: string; preview?: string } = {},
    ) => {
      const query = new URLSearchParams(
        Object.entries(about).filter((entry): entry is [string, string] => Boolean(entry[1])),
      ).toString();
      return `/appeal/${encodeURIComponent(actionId)}${query ? `?${query}` : ''}`;
    },
  },
  settings: { path: '/settings', getHref: () => '/settings' },
  notebook: { path: '/notebook', getHref: () => '/notebook' },
  notebookReview: { path: '/notebook/review', getHref: () => '/notebook/review' },
  rooms: { path: '/rooms', getHref: () => '/rooms' },
  room: {
    path: '/rooms/:roomId',
    getHref: (roomId: string) => `/rooms/${encodeURIComponent(roomId)}`,
  },
  /** From a digest e-mail's link; works without signing in. */
  unsubscribe: {
    path: '/unsubscribe',
    getHref: (token: string) => `/unsubscribe?token=${encodeURIComponent(token)}`,
  },
} as const;

/**
 * Only same-site relative paths may be used as a post-login redirect (no open redirects). URL
 * parsing drops tabs and newlines and reads a backslash as a slash, so "/\n/evil.example" would
 * become "//evil.example" (and the router's error page): anything a browser rewrites is refused.
 */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (!target || !target.startsWith('/') || target.startsWith('//')) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(target)) return fallback;
  return target;
}
