import { FEE_SCHEDULE, feeRateText, tradeFees } from '@pluto/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import FeesPage from './FeesPage';
import { renderInfoPage } from './test-utils';

function scheduleRow(fee: string) {
  const table = screen.getByRole('table', { name: 'Fee schedule' });
  const row = within(table)
    .getByRole('cell', { name: new RegExp(`${fee}$`) })
    .closest('tr');
  if (!row) throw new Error(`no row for ${fee}`);
  return within(row);
}

describe('FeesPage', () => {
  it('states the real rates per product from the one fee schedule', () => {
    renderInfoPage(<FeesPage />);
    screen.getByRole('heading', { level: 1, name: 'Fees' });
    scheduleRow('Maker fee').getByText('0.02%');
    scheduleRow('Taker fee').getByText('0.05%');
    scheduleRow('Builder fee').getByText('0.1%');
    scheduleRow('Builder fee').getByText('Perpetuals');
    scheduleRow('Platform fee').getByText('1%');
    scheduleRow('Platform fee').getByText('Spot');
    // Each figure is the schedule's own.
    expect(feeRateText(FEE_SCHEDULE.perp.builderRate)).toBe('0.1%');
    expect(feeRateText(FEE_SCHEDULE.spot.platformRate)).toBe('1%');
  });

  it('works through a $10,000 perp taker trade: $5.00 + $10.00 = $15.00, 0.15% of notional', () => {
    renderInfoPage(<FeesPage />);
    const taker = within(screen.getByRole('region', { name: 'Perp taker trade example' }));
    taker.getByText('$10,000.00');
    expect(taker.getByText('Exchange taker fee (0.05%)').nextSibling?.textContent).toBe('$5.00');
    expect(taker.getByText('Builder fee (0.1%)').nextSibling?.textContent).toBe('$10.00');
    taker.getByText('$15.00');
    taker.getByText('0.15% of notional');
    expect(tradeFees(10_000, 'taker', FEE_SCHEDULE.perp).total).toBeCloseTo(15, 10);
    // The seeds' 1 % perp reading is gone.
    expect(screen.queryByText(/\$10[258]/)).toBeNull();
  });

  it('works through a $10,000 perp maker trade: $2.00 + $10.00 = $12.00', () => {
    renderInfoPage(<FeesPage />);
    const maker = within(screen.getByRole('region', { name: 'Perp maker trade example' }));
    expect(maker.getByText('Exchange maker fee (0.02%)').nextSibling?.textContent).toBe('$2.00');
    maker.getByText('$12.00');
    maker.getByText('0.12% of notional');
  });

  it('works through a $1,000 spot swap: a $10.00 platform fee', () => {
    renderInfoPage(<FeesPage />);
    const swap = within(screen.getByRole('region', { name: 'Spot swap example' }));
    expect(swap.getByText('Platform fee (1%)').nextSibling?.textContent).toBe('$10.00');
    expect(swap.getByText('Swapped after the fee').nextSibling?.textContent).toBe('$990.00');
  });

  it('explains funding, free deposits and withdrawals, and fees on margin', () => {
    renderInfoPage(<FeesPage />);
    screen.getByText('Funding is applied hourly');
    expect(screen.getAllByText(/1-2 minutes/).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/network gas/i).length).toBeGreaterThan(0);
    // 10x on $10,000 is $1,000 of margin; the $15 taker fee is 1.5% of it.
    screen.getByText(/\$1,000\.00 of margin/);
    screen.getByText(/1\.5% of that margin/);
  });
});
