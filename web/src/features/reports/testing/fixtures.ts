import { ZReport, ZReportGroup, type TReport, type TReportGroup } from '@chingu/contract';
import { signedInStore } from '@/testing/api';
import { makeOwnMember } from '@/testing/members';

export const MOMENT_ID = '33333333-3333-4333-8333-333333333333';
export const AUTHOR_ID = '44444444-4444-4444-8444-444444444444';
export const REPORT_ID = '55555555-5555-4555-8555-555555555555';
export const BEN_ID = '77777777-7777-4777-8777-777777777777';
export const ANA_ID = '88888888-8888-4888-8888-888888888888';

export function moderatorStore() {
  return signedInStore(makeOwnMember({ isModerator: true }), 'mod-token');
}

/**
 * The open reports on one moment as the moderators' queue sends them (Ben: harassment, Ana: spam
 * with details), parsed by the contract's schema (strict: no missing, mistyped or extra field).
 */
export function makeGroup(overrides: Partial<TReportGroup> = {}): TReportGroup {
  return ZReportGroup.strict().parse({
    _id: REPORT_ID,
    targetType: 'moment',
    targetId: MOMENT_ID,
    reportCount: 2,
    reasonCounts: { spam: 1, harassment: 1 },
    lastReportedAt: new Date().toISOString(),
    content: {
      author: { _id: AUTHOR_ID, name: 'Spammy Sam', imageUrls: ['/default-avatar.png'] },
      title: 'Cheap visas',
      text: 'Message me for cheap visas',
      imageUrls: ['/uploads/visa.webp'],
      attachments: [],
      momentId: MOMENT_ID,
      hidden: false,
      authorSuspended: false,
      createdAt: '2026-01-01T00:00:00.000Z',
    },
    reports: [
      {
        _id: '66666666-6666-4666-8666-666666666666',
        reason: 'harassment',
        details: null,
        reporter: { _id: BEN_ID, name: 'Ben Lee', imageUrls: [] },
        createdAt: new Date().toISOString(),
      },
      {
        _id: REPORT_ID,
        reason: 'spam',
        details: 'Posts this every day',
        reporter: { _id: ANA_ID, name: 'Ana Lima', imageUrls: [] },
        createdAt: new Date().toISOString(),
      },
    ],
    ...overrides,
  });
}

/** A report as its reporter gets it back (`POST /reports`), parsed by the contract's schema. */
export function makeReport(overrides: Partial<TReport> = {}): TReport {
  return ZReport.strict().parse({
    _id: REPORT_ID,
    targetType: 'moment',
    targetId: MOMENT_ID,
    reason: 'harassment',
    details: null,
    status: 'open',
    createdAt: new Date().toISOString(),
    blocked: false,
    ...overrides,
  });
}
