import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { schedulePeriodicJob } from '../../lib/periodic-job.ts';
import { digestMail } from './mails.ts';
import { claimDigest, digestCandidates, releaseDigest, unreadBySender } from './queries.ts';
import { unsubscribeTokens } from './tokens.ts';

export type DigestJob = {
  /** One pass: mails every member due a digest; the number of digests sent. */
  run: () => Promise<number>;
  tokenFor: (userId: string) => string;
  userIdOf: (token: string) => string | null;
};

declare module 'fastify' {
  interface FastifyInstance {
    digest: DigestJob;
  }
}

/**
 * PRODUCT §8.4: the e-mail digest. Every app node runs the job; the claim in the database makes
 * sure one member gets one e-mail for the same messages whichever node sees them first.
 */
export const digestJob = fp(
  async (app: FastifyInstance, options: { intervalMs: number; publicUrl: string }) => {
    const tokens = await unsubscribeTokens(app.db);

    async function mailOne(candidate: { id: string; since: Date | null }): Promise<boolean> {
      const claimed = await claimDigest(app.db, candidate.id);
      if (!claimed) return false;
      try {
        const senders = await unreadBySender(app.db, candidate.id, candidate.since, claimed.until);
        if (senders.length === 0) {
          await releaseDigest(app.db, candidate.id, candidate.since, claimed.until);
          return false;
        }
        await app.mailer.send(
          digestMail({
            to: claimed.email,
            name: claimed.name,
            preferredLanguage: claimed.preferredLanguage,
            senders,
            publicUrl: options.publicUrl,
            token: tokens.tokenFor(candidate.id),
          }),
        );
        return true;
      } catch (error) {
        app.log.error({ err: error, userId: candidate.id }, 'digest could not be sent');
        await releaseDigest(app.db, candidate.id, candidate.since, claimed.until);
        return false;
      }
    }

    async function run(): Promise<number> {
      let sent = 0;
      const candidates = await digestCandidates(app.db);
      // A socket open on any node: they are here, the app shows their messages. One presence
      // lookup for the pass (decision 034), not a request to every node per candidate.
      const online = await app.presence.onlineAmong(candidates.map((candidate) => candidate.id));
      for (const candidate of candidates) {
        if (online.has(candidate.id)) continue;
        if (await mailOne(candidate)) sent += 1;
      }
      return sent;
    }

    // One pass at a time on this node, so a slow SMTP server never piles passes up; closing waits
    // for it before the sockets close (a member would look away) and the database closes.
    schedulePeriodicJob(app, { name: 'digest job', intervalMs: options.intervalMs, run });

    app.decorate('digest', { run, ...tokens } satisfies DigestJob);
  },
  { name: 'digest', dependencies: ['db', 'mail', 'socket'] },
);
