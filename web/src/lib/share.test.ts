import { describe, expect, it, vi } from 'vitest';
import { shareLink } from './share';

const data = { title: 'T', text: 'Text', url: 'http://localhost/moment/1' };

function stubNavigator(share: unknown, writeText: unknown) {
  vi.stubGlobal('navigator', { share, clipboard: { writeText } });
}

describe('shareLink', () => {
  it('uses the device share sheet when there is one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    stubNavigator(share, vi.fn());
    expect(await shareLink(data)).toBe('shared');
    expect(share).toHaveBeenCalledWith(data);
  });

  it('reports a cancelled share sheet without copying', async () => {
    const writeText = vi.fn();
    stubNavigator(vi.fn().mockRejectedValue(new DOMException('x', 'AbortError')), writeText);
    expect(await shareLink(data)).toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link without a share sheet, and says when that fails', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubNavigator(undefined, writeText);
    expect(await shareLink(data)).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(data.url);
    stubNavigator(undefined, vi.fn().mockRejectedValue(new Error('denied')));
    expect(await shareLink(data)).toBe('failed');
  });
});
