import {
  DEPOSIT_CREDIT_POLL_ATTEMPTS,
  DEPOSIT_CREDIT_POLL_INTERVAL_MS,
  isDepositCredited,
} from '@pluto/core';

export interface DepositCreditWatch {
  /** The exchange account total right now. */
  readTotal: () => Promise<bigint>;
  /** The total before the deposit was sent. */
  totalBefore: bigint;
  onProgress?: (attempt: number) => void;
  wait?: (ms: number) => Promise<void>;
  intervalMs?: number;
  attempts?: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Seed 000 §4: after a deposit the exchange total is polled every 6 s, 15 times at most, until it
 * changed and is above zero. Resolves true once credited; a failed read counts as "not yet".
 */
export async function waitForDepositCredit({
  readTotal,
  totalBefore,
  onProgress,
  wait = sleep,
  intervalMs = DEPOSIT_CREDIT_POLL_INTERVAL_MS,
  attempts = DEPOSIT_CREDIT_POLL_ATTEMPTS,
}: DepositCreditWatch): Promise<boolean> {
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    await wait(intervalMs);
    onProgress?.(attempt);
    const total = await readTotal().catch(() => totalBefore);
    if (isDepositCredited(totalBefore, total)) return true;
  }
  return false;
}
