import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReportContext } from '@/components/report/report-context';
import { mine, openConversation, restoreChatTestGlobals } from '../../testing/conversation';
import { makeConversation, makeMessage, PARTNER_ID } from '../../testing/fixtures';

afterEach(restoreChatTestGlobals);

const TEXT =
  'Stay on Chingu until you trust someone. Never send money or codes to someone you met here.';

describe('Off-app warning (PRODUCT §9.1)', () => {
  it('shows the banner under the partner’s flagged message only, with Report and Block', async () => {
    const flagged = makeMessage({ message: 'add me on telegram', flags: ['contact'] });
    const plain = makeMessage({ message: 'how are you?' });
    const ownFlagged = makeMessage({
      message: 'my insta is @minji',
      flags: ['contact'],
      sender: mine,
      receiver: PARTNER_ID,
    });
    const report = vi.fn();
    await openConversation(
      { conversations: [makeConversation()], messages: [flagged, plain, ownFlagged] },
      { wrap: (ui) => <ReportContext.Provider value={report}>{ui}</ReportContext.Provider> },
    );

    const banners = await screen.findAllByTestId('off-app-warning');
    // One banner: the sender of a flagged message sees none under their own.
    expect(banners).toHaveLength(1);
    const banner = banners[0]!;
    expect(banner).toHaveTextContent(TEXT);

    await userEvent.click(within(banner).getByRole('button', { name: 'Report' }));
    expect(report).toHaveBeenCalledWith({
      targetType: 'message',
      targetId: flagged._id,
      name: 'Carlos Ruiz',
    });

    await userEvent.click(within(banner).getByRole('button', { name: 'Block Carlos Ruiz' }));
    expect(await screen.findByRole('dialog', { name: /Block Carlos Ruiz/ })).toBeInTheDocument();
  });

  it('shows nothing when no message is flagged', async () => {
    await openConversation({ messages: [makeMessage({ message: 'hello!' })] });
    expect(screen.queryByTestId('off-app-warning')).not.toBeInTheDocument();
    expect(screen.queryByText(TEXT)).not.toBeInTheDocument();
  });
});
