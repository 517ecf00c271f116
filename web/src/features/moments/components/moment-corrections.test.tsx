import {
  ZCardResponse,
  ZCommentsResponse,
  ZMomentCorrectionResponse,
  ZMomentCorrectionsResponse,
  ZMomentResponse,
  type TMoment,
  type TMomentCorrection,
} from '@chingu/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { http, jsonBodiesOf, requestsTo, respond, server, signedInStore } from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import { CORRECTION_ID, makeCorrection, makeMoment, ME_ID, MOMENT_ID } from '../testing/fixtures';
import { MomentDetailScreen } from './moment-detail-screen';

// PRODUCT §9.2 on the moment's page: the corrections as word diffs, "Correct", the author's
// helpful mark and "Save to notebook".

const PATH = '/moment/:id';
const MOMENT_URL = `/api/v1/moments/${MOMENT_ID}`;
const CORRECTIONS_URL = `${MOMENT_URL}/corrections`;
const HELPFUL_URL = `${CORRECTIONS_URL}/${CORRECTION_ID}/helpful`;

const TEXT = 'I goed to school yesterday.';
const othersMoment = () => makeMoment({ title: '', description: TEXT, correctMe: true });
const ownMoment = () =>
  makeMoment({
    title: '',
    description: TEXT,
    correctMe: true,
    correctionCount: 1,
    user: { _id: ME_ID, name: 'Minji Kim', imageUrls: [] },
  });

function serve(moment: TMoment, corrections: TMomentCorrection[]) {
  server.use(
    http.get(MOMENT_URL, () => respond(ZMomentResponse, { success: true, data: moment })),
    http.get(`${MOMENT_URL}/comments`, () =>
      respond(ZCommentsResponse, { success: true, count: 0, data: [] }),
    ),
    http.get(CORRECTIONS_URL, () =>
      respond(ZMomentCorrectionsResponse, {
        success: true,
        count: corrections.length,
        data: corrections,
      }),
    ),
  );
}

const renderDetail = (route = `/moment/${MOMENT_ID}`) =>
  renderWithProviders(<MomentDetailScreen />, { route, path: PATH, store: signedInStore() });

describe('MomentCorrections', () => {
  it('shows each correction as a word diff with its note, under a "Correct me" badge', async () => {
    serve(othersMoment(), [makeCorrection()]);
    renderDetail();
    const item = await screen.findByRole('listitem', { name: 'Correction by Carlos Ruiz' });
    expect(within(item).getByText('goed', { selector: 'del' })).toBeInTheDocument();
    expect(within(item).getByText('went', { selector: 'ins' })).toBeInTheDocument();
    expect(within(item).getByText('go → went')).toBeInTheDocument();
    expect(screen.getByTestId('correct-me-badge')).toHaveTextContent('Correct me');
    expect(screen.getByRole('heading', { name: 'Corrections (1)' })).toBeInTheDocument();
    // Only the moment's author marks helpful.
    expect(within(item).queryByRole('button', { name: /helpful/i })).not.toBeInTheDocument();
  });

  it('opens the editor prefilled with the text, previews the diff and sends the correction', async () => {
    const user = userEvent.setup();
    serve(othersMoment(), []);
    server.use(
      http.post(CORRECTIONS_URL, () =>
        respond(ZMomentCorrectionResponse, { success: true, data: makeCorrection() }, 201),
      ),
    );
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Correct' }));
    const text = screen.getByRole('textbox', { name: 'Corrected text' });
    expect(text).toHaveValue(TEXT);
    expect(text).toHaveFocus();

    // Unchanged, it is not sent.
    await user.click(screen.getByRole('button', { name: 'Send correction' }));
    expect(await screen.findByText(/the text is the same as the original/)).toBeInTheDocument();
    expect(requestsTo('POST', CORRECTIONS_URL)).toHaveLength(0);

    await user.clear(text);
    await user.type(text, 'I went to school yesterday.');
    const editor = screen.getByTestId('correction-editor');
    expect(within(editor).getByText('went', { selector: 'ins' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Note (optional)' }), 'go → went');
    await user.click(screen.getByRole('button', { name: 'Send correction' }));

    expect(await screen.findByText('Thank you! Your correction was sent.')).toBeInTheDocument();
    expect(await jsonBodiesOf('POST', CORRECTIONS_URL)).toEqual([
      { corrected: 'I went to school yesterday.', note: 'go → went' },
    ]);
    await waitFor(() => expect(screen.queryByTestId('correction-editor')).not.toBeInTheDocument());
  });

  it('opens the editor at once from the home (?correct=1)', async () => {
    serve(othersMoment(), []);
    renderDetail(`/moment/${MOMENT_ID}?correct=1`);
    expect(await screen.findByRole('textbox', { name: 'Corrected text' })).toHaveValue(TEXT);
  });

  it("lets the moment's author mark a correction helpful, without a Correct button", async () => {
    const user = userEvent.setup();
    serve(ownMoment(), [makeCorrection()]);
    server.use(
      http.put(HELPFUL_URL, () =>
        respond(ZMomentCorrectionResponse, {
          success: true,
          data: makeCorrection({ helpful: true }),
        }),
      ),
    );
    renderDetail();
    const mark = await screen.findByRole('button', { name: 'Mark as helpful' });
    expect(mark).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('button', { name: 'Correct' })).not.toBeInTheDocument();
    // After the mark the list is fetched again and shows it.
    serve(ownMoment(), [makeCorrection({ helpful: true })]);
    await user.click(mark);
    expect(requestsTo('PUT', HELPFUL_URL)).toHaveLength(1);
    const marked = await screen.findByRole('button', { name: 'Helpful' });
    expect(marked).toHaveAttribute('aria-pressed', 'true');
  });

  it('saves a correction to the notebook: the original on the front, the fix and note behind', async () => {
    const user = userEvent.setup();
    serve(ownMoment(), [makeCorrection()]);
    server.use(
      http.post('/api/v1/notebook', () =>
        respond(
          ZCardResponse,
          {
            success: true,
            data: {
              _id: '66666666-6666-4666-8666-666666666666',
              front: TEXT,
              back: 'I went to school yesterday.\ngo → went',
              language: 'ko',
              note: null,
              source: { type: 'momentCorrection', id: CORRECTION_ID },
              due: new Date().toISOString(),
              reps: 0,
              lapses: 0,
              state: 'new',
              lastReview: null,
              createdAt: new Date().toISOString(),
              updatedAt: new Date().toISOString(),
            },
          },
          201,
        ),
      ),
    );
    renderDetail();
    await user.click(
      await screen.findByRole('button', { name: 'Save to notebook: Correction by Carlos Ruiz' }),
    );
    expect(await screen.findByText('Saved to your notebook')).toBeInTheDocument();
    expect(await jsonBodiesOf('POST', '/api/v1/notebook')).toEqual([
      {
        front: TEXT,
        back: 'I went to school yesterday.\ngo → went',
        language: 'ko',
        source: { type: 'momentCorrection', id: CORRECTION_ID },
      },
    ]);
  });
});
