import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import DownloadTimerPage from './DownloadTimerPage';
import { renderInfoPage } from './test-utils';
import { buildTreasuryTimerHtml } from './treasuryTimerHtml';

describe('DownloadTimerPage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('shows the timer card with its launch date', () => {
    renderInfoPage(<DownloadTimerPage />);
    screen.getByRole('heading', { level: 2, name: 'Treasury Goes Live In' });
    screen.getByText('October 31, 2025 · 00:00 UTC');
    screen.getByRole('button', { name: /Download treasury-timer\.html/ });
  });

  it('downloads treasury-timer.html through a temporary object URL', async () => {
    vi.useFakeTimers();
    const createObjectURL = vi.fn((_object: Blob | MediaSource) => 'blob:treasury-timer');
    const revokeObjectURL = vi.fn();
    vi.spyOn(URL, 'createObjectURL').mockImplementation(createObjectURL);
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(revokeObjectURL);
    const clicked: Array<{ href: string; download: string; attached: boolean }> = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, attached: this.isConnected });
    });

    renderInfoPage(<DownloadTimerPage />);
    fireEvent.click(screen.getByRole('button', { name: /Download treasury-timer\.html/ }));

    expect(clicked).toEqual([
      { href: 'blob:treasury-timer', download: 'treasury-timer.html', attached: true },
    ]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    const blob = createObjectURL.mock.calls[0]?.[0];
    if (!(blob instanceof Blob)) throw new Error('expected a Blob');
    expect(blob.type).toBe('text/html;charset=utf-8');
    expect(await blob.text()).toBe(buildTreasuryTimerHtml());
    vi.runAllTimers();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:treasury-timer');
    screen.getByText(/Download started/);
  });
});
