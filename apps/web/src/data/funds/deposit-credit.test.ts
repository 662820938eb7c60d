import { describe, expect, it, vi } from 'vitest';
import { waitForDepositCredit } from './deposit-credit';

const noWait = vi.fn(async () => undefined);

describe('waitForDepositCredit', () => {
  it('polls until the total changed and is above zero', async () => {
    const totals = [0n, 0n, 100_000_000n];
    const readTotal = vi.fn(async () => totals.shift() ?? 0n);
    const onProgress = vi.fn();
    await expect(
      waitForDepositCredit({ totalBefore: 0n, readTotal, onProgress, wait: noWait }),
    ).resolves.toBe(true);
    expect(readTotal).toHaveBeenCalledTimes(3);
    expect(onProgress).toHaveBeenLastCalledWith(3);
  });

  it('waits 6 s between reads and gives up after 15', async () => {
    const wait = vi.fn(async (_ms: number) => undefined);
    const readTotal = vi.fn(async () => 5n);
    await expect(waitForDepositCredit({ totalBefore: 5n, readTotal, wait })).resolves.toBe(false);
    expect(readTotal).toHaveBeenCalledTimes(15);
    expect(wait).toHaveBeenCalledWith(6000);
  });

  it('treats a failed read as not credited yet', async () => {
    const readTotal = vi.fn().mockRejectedValueOnce(new Error('timeout')).mockResolvedValueOnce(7n);
    await expect(waitForDepositCredit({ totalBefore: 0n, readTotal, wait: noWait })).resolves.toBe(true);
  });
});
