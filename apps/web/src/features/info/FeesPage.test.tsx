import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import FeesPage from './FeesPage';
import { renderInfoPage } from './test-utils';

describe('FeesPage', () => {
  it('lists the maker, taker and builder rates', () => {
    renderInfoPage(<FeesPage />);
    screen.getByRole('heading', { level: 1, name: 'Fees' });
    const table = screen.getByRole('table', { name: 'Fee schedule' });
    within(table).getByText('0.02%');
    within(table).getByText('0.05%');
    within(table).getByText('1.00%');
  });

  it('works through a $10,000 taker trade: $105.00, 1.05% of notional', () => {
    renderInfoPage(<FeesPage />);
    const taker = screen.getByRole('region', { name: 'Taker trade example' });
    within(taker).getByText('$10,000.00');
    within(taker).getByText('$5.00');
    within(taker).getByText('$100.00');
    within(taker).getByText('$105.00');
    within(taker).getByText('1.05% of notional');
    expect(screen.queryByText(/\$108/)).toBeNull();
  });

  it('works through a $10,000 maker trade: $102.00, 1.02% of notional', () => {
    renderInfoPage(<FeesPage />);
    const maker = screen.getByRole('region', { name: 'Maker trade example' });
    within(maker).getByText('$2.00');
    within(maker).getByText('$100.00');
    within(maker).getByText('$102.00');
    within(maker).getByText('1.02% of notional');
  });

  it('explains funding, free deposits and withdrawals, and leverage', () => {
    renderInfoPage(<FeesPage />);
    screen.getByText('Funding is applied hourly');
    expect(screen.getAllByText(/1-2 minutes/).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/Network gas only/i).length).toBeGreaterThan(0);
    screen.getByText('Leverage up to 40x');
    // 40x on $10,000 is $250 of margin; the $105 taker fee is 42% of it.
    screen.getByText(/\$250\.00/);
    screen.getByText(/42%/);
  });
});
