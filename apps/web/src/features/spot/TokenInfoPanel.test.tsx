import { cleanup, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { spotPairRow } from './spot-test-fixtures';
import { TokenInfoPanel } from './TokenInfoPanel';
import type { PairMarket } from './use-pair-market';

const market: PairMarket = {
  record: undefined,
  price: undefined,
  loading: false,
  error: false,
  flash: undefined,
  socials: undefined,
  socialsStatus: 'pending',
};

/** The Socials row of the panel showing `shown` (in place of any panel shown before). */
function socialsRow(shown: PairMarket) {
  cleanup();
  render(<TokenInfoPanel pair={spotPairRow()} market={shown} />);
  const row = screen.getByText('Socials').parentElement;
  if (!row) throw new Error('no Socials row');
  return within(row);
}

describe('the token-info panel’s socials', () => {
  it('pulse while the catalogue is read instead of saying none are listed', () => {
    const row = socialsRow(market);
    expect(row.queryByText('None listed')).toBeNull();
    expect(row.queryByRole('link')).toBeNull();
  });

  it('say none are listed when the token has no links, and unavailable when the read failed', () => {
    expect(
      socialsRow({ ...market, socials: null, socialsStatus: 'success' }).getByText('None listed'),
    ).toBeTruthy();
    expect(socialsRow({ ...market, socialsStatus: 'error' }).getByText('Unavailable')).toBeTruthy();
  });

  it('link each listed platform', () => {
    const row = socialsRow({
      ...market,
      socials: { twitter: 'https://x.com/pluto', telegram: null },
      socialsStatus: 'success',
    });
    expect(row.getByRole('link').getAttribute('href')).toBe('https://x.com/pluto');
    expect(row.queryByText('None listed')).toBeNull();
  });
});
