import { ZSessionCalendarParams } from '@chingu/contract';
import { notFound } from '../../lib/app-error.ts';
import { signedInRoutes } from '../../plugins/http/auth.ts';
import { sessionCalendar } from './calendar.ts';
import { sessionForMember } from './queries.ts';

/**
 * `GET /api/v1/sessions/{messageId}.ics` (PRODUCT §9.2): the session's calendar file for either
 * of its two members; anyone else, and a message that is not a session, is 404.
 */
export const sessionsRoutes = signedInRoutes<{ publicUrl: string }>(async (app, { publicUrl }) => {
  app.get(
    '/:messageId.ics',
    { schema: { params: ZSessionCalendarParams } },
    async (request, reply) => {
      const me = request.member.id;
      const row = await sessionForMember(app.db, request.params.messageId, me);
      const [first, second] = row?.languages ?? [];
      if (!row?.startsAt || row.durationMinutes === null || !row.status || !first || !second) {
        throw notFound('notFound');
      }
      const mine = row.senderId === me;
      const partnerId = mine ? row.receiverId : row.senderId;
      const body = sessionCalendar({
        messageId: row.id,
        startsAt: row.startsAt,
        durationMinutes: row.durationMinutes,
        languages: [first, second],
        status: row.status,
        partnerName: mine ? row.receiverName : row.senderName,
        language: row.preferredLanguage === 'ko' ? 'ko' : 'en',
        chatUrl: `${publicUrl}/chat/${partnerId}`,
        now: app.clock.now(),
        host: new URL(publicUrl).hostname,
      });
      const day = row.startsAt.toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="chingu-session-${day}.ics"`)
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );
});
