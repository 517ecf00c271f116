import {
  ZAdminAppeal,
  ZAdminAppealsResponse,
  ZAuditResponse,
  ZDecideAppealResponse,
  type TAdminAppeal,
  type TAuditEntry,
} from '@chingu/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, http, requestsTo, respond, server, signedInStore } from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import { AUTHOR_ID, moderatorStore } from '../testing/fixtures';
import { AdminAppeals } from './admin-appeals';
import { AdminAudit } from './admin-audit';
import { AdminScreen } from './admin-screen';

const APPEALS = '/api/v1/admin/appeals';
const AUDIT = '/api/v1/admin/audit';
const APPEAL_ID = '12121212-1212-4212-8212-121212121212';
const ACTION_ID = '13131313-1313-4313-8313-131313131313';

function makeAppeal(overrides: Partial<TAdminAppeal> = {}): TAdminAppeal {
  return ZAdminAppeal.strict().parse({
    _id: APPEAL_ID,
    actionId: ACTION_ID,
    text: 'It was a joke between friends',
    status: 'pending',
    createdAt: new Date().toISOString(),
    member: { _id: AUTHOR_ID, name: 'Sam Park', imageUrls: [] },
    appealedAction: {
      _id: ACTION_ID,
      action: 'hide',
      reason: 'harassment',
      targetType: 'moment',
      targetId: ACTION_ID,
      preview: 'You are all idiots',
      note: null,
      moderator: { _id: 'm', name: 'Mia Mod', imageUrls: [] },
      createdAt: new Date().toISOString(),
    },
    decidedBy: null,
    decidedAt: null,
    note: null,
    ...overrides,
  });
}

const appealsAre = (list: TAdminAppeal[]) =>
  http.get(APPEALS, () =>
    respond(ZAdminAppealsResponse, {
      success: true,
      count: list.length,
      pending: list.filter((a) => a.status === 'pending').length,
      data: list,
    }),
  );

describe('AdminAppeals', () => {
  it('shows the appeal with the action, rule and content, and reverses it with a note', async () => {
    const user = userEvent.setup();
    let decided = false;
    server.use(
      http.get(APPEALS, () =>
        respond(ZAdminAppealsResponse, {
          success: true,
          count: 1,
          pending: decided ? 0 : 1,
          data: [
            decided
              ? makeAppeal({
                  status: 'reversed',
                  note: 'Friendly banter',
                  decidedAt: new Date().toISOString(),
                })
              : makeAppeal(),
          ],
        }),
      ),
      http.put(`${APPEALS}/:id`, () => {
        decided = true;
        return respond(ZDecideAppealResponse, {
          success: true,
          data: makeAppeal({ status: 'reversed' }),
        });
      }),
    );
    renderWithProviders(<AdminAppeals />, { store: moderatorStore() });
    const card = await screen.findByRole('article', { name: 'Sam Park' });
    expect(screen.getByText('1 appeal waiting')).toBeInTheDocument();
    expect(within(card).getByText('Hidden · Harassment')).toBeInTheDocument();
    expect(within(card).getByText('“You are all idiots”')).toBeInTheDocument();
    expect(within(card).getByText('It was a joke between friends')).toBeInTheDocument();
    expect(within(card).getByText('Waiting')).toBeInTheDocument();

    await user.type(within(card).getByRole('textbox', { name: /Note/ }), ' Friendly banter ');
    await user.click(within(card).getByRole('button', { name: 'Reverse decision' }));
    expect(
      await screen.findByText('Decision reversed. The member has been told.'),
    ).toBeInTheDocument();
    const [put] = requestsTo('PUT', `${APPEALS}/${APPEAL_ID}`);
    expect(await put!.json()).toEqual({ decision: 'reversed', note: 'Friendly banter' });
    expect(await screen.findByText('Reversed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reverse decision' })).not.toBeInTheDocument();
  });

  it('keeps a decision without a note, and says so when another moderator was first', async () => {
    const user = userEvent.setup();
    server.use(
      appealsAre([makeAppeal()]),
      http.put(`${APPEALS}/:id`, () => apiError(409, 'done', 'appealAlreadyDecided')),
    );
    renderWithProviders(<AdminAppeals />, { store: moderatorStore() });
    await user.click(await screen.findByRole('button', { name: 'Keep decision' }));
    expect(await screen.findByText('This appeal has already been decided')).toBeInTheDocument();
    const [put] = requestsTo('PUT', `${APPEALS}/${APPEAL_ID}`);
    expect(await put!.json()).toEqual({ decision: 'upheld' });
  });

  it('empty and error states, in Korean too', async () => {
    server.use(appealsAre([]));
    const { unmount } = renderWithProviders(<AdminAppeals />, {
      store: moderatorStore(),
      language: 'ko',
    });
    expect(await screen.findByText('이의 신청이 없어요')).toBeInTheDocument();
    unmount();
    server.use(http.get(APPEALS, () => apiError(500, 'boom', 'serverError')));
    renderWithProviders(<AdminAppeals />, { store: moderatorStore() });
    expect(await screen.findByText('Appeals could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

function makeEntry(overrides: Partial<TAuditEntry> = {}): TAuditEntry {
  return {
    _id: ACTION_ID,
    action: 'warn',
    moderator: { _id: 'm', name: 'Mia Mod', imageUrls: [] },
    member: { _id: AUTHOR_ID, name: 'Sam Park', imageUrls: [] },
    targetType: 'comment',
    targetId: ACTION_ID,
    reason: 'romance',
    preview: 'Send me a photo',
    note: 'second time',
    appealedActionId: null,
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

describe('AdminAudit', () => {
  it('lists every action with who, whom, rule, content and note', async () => {
    server.use(
      http.get(AUDIT, () =>
        respond(ZAuditResponse, {
          success: true,
          count: 2,
          data: [
            makeEntry({
              _id: APPEAL_ID,
              action: 'appealReversed',
              note: null,
              appealedActionId: ACTION_ID,
            }),
            makeEntry(),
          ],
        }),
      ),
    );
    renderWithProviders(<AdminAudit />, { store: moderatorStore() });
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Appeal: reversed')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Warned')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Unwanted romantic or sexual contact')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Mia Mod → Sam Park')).toBeInTheDocument();
    expect(within(items[1]!).getByText('“Send me a photo”')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Note: second time')).toBeInTheDocument();
  });

  it('shows skeletons while loading, then the empty state', async () => {
    let answer: (r: Response) => void = () => undefined;
    server.use(http.get(AUDIT, () => new Promise<Response>((resolve) => (answer = resolve))));
    renderWithProviders(<AdminAudit />, { store: moderatorStore() });
    expect(await screen.findByTestId('audit-skeleton')).toBeInTheDocument();
    answer(respond(ZAuditResponse, { success: true, count: 0, data: [] }));
    expect(await screen.findByText('Nothing yet')).toBeInTheDocument();
  });
});

describe('AdminScreen', () => {
  it('moderators switch between reports, appeals and audit with the keyboard-usable tabs', async () => {
    const user = userEvent.setup();
    server.use(
      http.get('/api/v1/admin/reports', () => Response.json({ success: true, count: 0, data: [] })),
      http.get('/api/v1/admin/flagged-messages', () =>
        Response.json({ success: true, count: 0, data: [] }),
      ),
      appealsAre([makeAppeal()]),
      http.get(AUDIT, () =>
        respond(ZAuditResponse, { success: true, count: 1, data: [makeEntry()] }),
      ),
    );
    renderWithProviders(<AdminScreen />, { store: moderatorStore() });
    const reportsTab = await screen.findByRole('tab', { name: 'Reports' });
    expect(reportsTab).toHaveAttribute('aria-selected', 'true');
    reportsTab.focus();
    // Reports → Flagged messages → Appeals.
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('heading', { name: 'Nothing flagged' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('article', { name: 'Sam Park' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Audit log' }));
    expect(await screen.findByText('Warned')).toBeInTheDocument();
  });

  it('members see the refusal and no tabs', async () => {
    renderWithProviders(<AdminScreen />, { store: signedInStore() });
    expect(await screen.findByRole('heading', { name: 'Moderators only' })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });
});
