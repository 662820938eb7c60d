import { describe, expect, it } from 'vitest';
import { recordToasts } from '../../lib/testing/toasts';
import { trackDepositCredit } from './use-deposit-port';

describe('the deposit credit watch (seed 000 §4, §8)', () => {
  const toasts = recordToasts();

  it('asks the trader to contact support when the credit never shows', async () => {
    await trackDepositCredit(Promise.resolve(false));
    expect(toasts.last()).toEqual({
      title: 'Deposit Not Credited Yet',
      description: "If your deposit doesn't appear, please contact support.",
      variant: 'destructive',
    });
  });

  it('shows nothing more once the credit arrives', async () => {
    await trackDepositCredit(Promise.resolve(true));
    expect(toasts.titles()).toEqual([]);
  });
});
