import { LIMITS } from '@chingu/contract';
import {
  BENCH_PASSWORD,
  HOT_MOMENT,
  HUB_MEMBER,
  LONG_CHAT_PARTNER,
  memberEmail,
  memberId,
  momentId,
} from '../lib/ids.ts';
import { createSession } from '../lib/sessions.ts';
import type { SqlRunner } from '../lib/sql-runner.ts';
import type { LoadRequest } from './load.ts';

export type Scenario = LoadRequest & {
  name: string;
  group: 'members' | 'moments' | 'auth' | 'chat';
  /** Reads are held to the p95 and ceiling-ratio targets; login's argon2 cost is deliberate. */
  read: boolean;
};

export type Fixtures = {
  members: number;
  /** Signed-in viewer with the most followees (privacy "friends" has the most to check). */
  viewerId: string;
  viewerToken: string;
  hubToken: string;
  /** The member with the most moments. */
  posterId: string;
  sessionIds: string[];
  loginEmail: string;
  /**
   * The last member and moment of the page before the deep page, for the deep page as the web
   * app asks for it when a member pages on from there (keyset, decision 063).
   */
  deepAnchors: { member: string; moment: string };
  /** The visitor's directory's last page (adult members who are not suspended). */
  lastDirectoryPage: number;
};

/** The deep page the scenarios read: half-way through the directory, at most page 500. */
function deepPageOf(members: number): number {
  const pages = Math.ceil(members / LIMITS.communityPageSize);
  return Math.max(2, Math.min(500, Math.floor(pages / 2)));
}

/** Real sessions, stored like the app stores them (only the token's hash). */
export async function createFixtures(runner: SqlRunner): Promise<Fixtures> {
  const [counts] = await runner.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  const members = counts?.n ?? 0;
  if (members === 0)
    throw new Error('The database has no members: run `npm run seed:bench` first.');
  const [viewer] = await runner.query<{ id: string }>(
    'SELECT id FROM users ORDER BY following_count DESC, id LIMIT 1',
  );
  const [poster] = await runner.query<{ id: string }>(
    'SELECT id FROM users ORDER BY moments_count DESC, id LIMIT 1',
  );
  const deepPage = deepPageOf(members);
  // The visitor's lists as the app orders them: public published moments, adult members.
  const listed = `suspended_at IS NULL
    AND (adult_from IS NULL OR adult_from <= to_char(now(), 'YYYYMMDD')::int)`;
  const [member] = await runner.query<{ id: string }>(
    `SELECT id FROM users WHERE ${listed}
     ORDER BY created_at DESC, id DESC OFFSET ${(deepPage - 1) * LIMITS.communityPageSize - 1} LIMIT 1`,
  );
  const [visible] = await runner.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM users WHERE ${listed}`,
  );
  const [moment] = await runner.query<{ id: string }>(
    `SELECT id FROM moments WHERE privacy = 'public' AND published_at <= now() AND hidden_at IS NULL
     ORDER BY published_at DESC, id DESC OFFSET ${(deepPage - 1) * LIMITS.momentsPageSize - 1} LIMIT 1`,
  );
  const viewerSession = await createSession(runner, viewer!.id);
  const hubSession = await createSession(runner, memberId(HUB_MEMBER));
  return {
    members,
    viewerId: viewer!.id,
    viewerToken: viewerSession.token,
    hubToken: hubSession.token,
    posterId: poster!.id,
    sessionIds: [viewerSession.id, hubSession.id],
    loginEmail: memberEmail(5),
    deepAnchors: { member: member!.id, moment: moment!.id },
    lastDirectoryPage: Math.max(1, Math.ceil(visible!.n / LIMITS.communityPageSize)),
  };
}

/** Removes the benchmark's sessions and the ones its login scenario opened. */
export async function dropFixtures(runner: SqlRunner, fixtures: Fixtures, since: Date) {
  const ids = fixtures.sessionIds.map((id) => `'${id}'`).join(',');
  await runner.query(`DELETE FROM sessions WHERE id IN (${ids})`);
  await runner.query(
    `DELETE FROM sessions WHERE user_id = '${memberId(5)}' AND created_at >= '${since.toISOString()}'`,
  );
}

export function buildScenarios(f: Fixtures): Scenario[] {
  const asViewer = { authorization: `Bearer ${f.viewerToken}` };
  const asHub = { authorization: `Bearer ${f.hubToken}` };
  const deepPage = deepPageOf(f.members);
  const hot = momentId(HOT_MOMENT);
  const get = (name: string, group: Scenario['group'], path: string, headers = {}): Scenario => ({
    name,
    group,
    read: true,
    method: 'GET',
    path,
    headers,
  });
  return [
    get('directory page 1', 'members', '/api/v1/auth/users?page=1&limit=20'),
    get(`directory page ${deepPage}`, 'members', `/api/v1/auth/users?page=${deepPage}&limit=20`),
    get(
      `directory page ${deepPage} after the one before`,
      'members',
      `/api/v1/auth/users?page=${deepPage}&limit=20&after=${f.deepAnchors.member}`,
    ),
    get(
      `directory last page (${f.lastDirectoryPage})`,
      'members',
      `/api/v1/auth/users?page=${f.lastDirectoryPage}&limit=20`,
    ),
    get('directory language=Korean', 'members', '/api/v1/auth/users?language=Korean&page=1'),
    get('directory search "sofia"', 'members', '/api/v1/auth/users?q=sofia&page=1'),
    get('directory page 1 (signed in)', 'members', '/api/v1/auth/users?page=1', asViewer),
    get('moments feed (visitor)', 'moments', '/api/v1/moments?page=1'),
    get('moments feed (signed in)', 'moments', '/api/v1/moments?page=1', asViewer),
    get(`moments page ${deepPage}`, 'moments', `/api/v1/moments?page=${deepPage}`),
    get(
      `moments page ${deepPage} after the one before`,
      'moments',
      `/api/v1/moments?page=${deepPage}&after=${f.deepAnchors.moment}`,
    ),
    get('moments tag=kpop', 'moments', '/api/v1/moments?tag=kpop&page=1'),
    get('moments search "kimchi"', 'moments', '/api/v1/moments?q=kimchi&page=1'),
    get('moment detail (most liked)', 'moments', `/api/v1/moments/${hot}`, asViewer),
    // Visitors' reads come from the response cache (decision 025).
    get('moment detail (visitor)', 'moments', `/api/v1/moments/${hot}`),
    get('member page (visitor)', 'members', `/api/v1/auth/users/${f.posterId}`),
    get('landing stats (visitor)', 'members', '/api/v1/stats'),
    get('moment comments (most commented)', 'moments', `/api/v1/moments/${hot}/comments`),
    get("a member's moments", 'moments', `/api/v1/moments/user/${f.posterId}`, asViewer),
    {
      name: 'login (argon2)',
      group: 'auth',
      read: false,
      method: 'POST',
      path: '/api/v1/auth/login',
      body: JSON.stringify({ email: f.loginEmail, password: BENCH_PASSWORD }),
    },
    get('conversations (500 partners)', 'chat', '/api/v1/messages/conversations', asHub),
    get(
      'conversation newest page',
      'chat',
      `/api/v1/messages/conversation/${memberId(HUB_MEMBER)}/${memberId(LONG_CHAT_PARTNER)}`,
      asHub,
    ),
  ];
}
