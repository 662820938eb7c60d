import '../../ui/test-polyfills';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountSummary } from './AccountSummary';
import { renderWidget, stubExchange } from './test-utils';

describe('AccountSummary', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("fetches the connected account's summary itself and offers Deposit and Withdraw", async () => {
    stubExchange({
      info: {
        clearinghouseState: () => ({
          assetPositions: [],
          marginSummary: {
            accountValue: '1000',
            totalNtlPos: '0',
            totalRawUsd: '1000',
            totalMarginUsed: '25',
          },
          crossMaintenanceMarginUsed: '0',
          withdrawable: '600',
          time: 1,
        }),
      },
    });
    renderWidget(<AccountSummary />);
    const account = screen.getByRole('region', { name: 'Account' });
    await within(account).findByText('$1,000.00');
    const figures = [...account.querySelectorAll('dd')].map((dd) => dd.textContent);
    expect(figures.slice(0, 3)).toEqual(['$1,000.00', '$600.00', '$25.00']);
    // One meaning per label (issue 20): the account-wide figure is the exchange's withdrawable;
    // "Available to trade" belongs to the order form alone.
    const labels = [...account.querySelectorAll('dt')].map((dt) => dt.textContent);
    expect(labels.slice(0, 3)).toEqual(['Account Value', 'Withdrawable', 'Margin Used']);
    expect(within(account).getByRole('button', { name: 'Deposit' })).toHaveProperty('disabled', false);
    expect(within(account).getByRole('button', { name: 'Withdraw' })).toHaveProperty('disabled', false);
  });
});
