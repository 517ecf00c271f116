import type { users } from '../../../src/db/schema/index.ts';
import { sessions } from '../../../src/db/schema/index.ts';
import { newToken } from '../../../src/plugins/http/auth.ts';
import type { TestApp } from '../../helpers/app.ts';
import { insertMember } from '../../helpers/members.ts';
import type { socketFactory } from '../../helpers/sockets.ts';

// The socket helpers live in helpers/sockets.ts; chat, calls and fault tests import them from here too.
export {
  listen,
  next,
  pause,
  record,
  sendOverSocket,
  sentOverSocket,
  socketClients,
  socketFactory,
  type ChatSocket,
} from '../../helpers/sockets.ts';

export type Member = { id: string; name: string; token: string };

/**
 * A member with a real session token (the same rows a login writes), without the sign-up wizard.
 * Their message policy is 'everyone' unless given: the chat, call and fault tests are not about
 * message requests (PRODUCT §9.1; requests.test.ts makes members with the default 'requests').
 */
export async function signedInMember(
  t: TestApp,
  name: string,
  fields: Partial<typeof users.$inferInsert> = {},
): Promise<Member> {
  const user = await insertMember(t, { name, messagePolicy: 'everyone', ...fields });
  const { token, tokenHash } = newToken();
  await t.db.insert(sessions).values({ userId: user.id, tokenHash });
  return { id: user.id, name, token };
}

export function bearer(member: Member) {
  return { authorization: `Bearer ${member.token}` };
}

/** Two new members, each with a connected socket. */
export async function connectedPair(
  t: TestApp,
  url: string,
  sockets: ReturnType<typeof socketFactory>,
  names: [string, string],
) {
  const [ana, ben] = await Promise.all([signedInMember(t, names[0]), signedInMember(t, names[1])]);
  const [anaSocket, benSocket] = await Promise.all([
    sockets.connected(url, ana.token),
    sockets.connected(url, ben.token),
  ]);
  return { ana, ben, anaSocket, benSocket };
}

/** A text message over REST, as the web app posts it; the caller checks the answer. */
export function postMessage(t: TestApp, from: Member, to: Pick<Member, 'id'>, message: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/messages',
    headers: bearer(from),
    payload: { receiver: to.id, message },
  });
}
