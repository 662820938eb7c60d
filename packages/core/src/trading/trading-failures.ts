import { exchangeErrorText } from './order-errors';

/**
 * Failures of the trading screen's actions other than placement (seed 000 §8): agent errors that
 * reopen the approval flow, and the titles of cancel, close, leverage and margin failures.
 */

export const AGENT_EXPIRED_MESSAGE = 'Your agent approval may have expired. Please approve again.';

export const TRADING_FAILURE_TITLES = {
  order: 'Order Failed',
  cancel: 'Cancel Failed',
  close: 'Close Position Failed',
  leverage: 'Leverage Update Failed',
  margin: 'Update Failed',
} as const;

/** Seed 000 §8: an error mentioning the agent, 'not authorized' or 'not approved'. */
export function isAgentError(error: unknown): boolean {
  const text = exchangeErrorText(error).toLowerCase();
  return text.includes('agent') || text.includes('not authorized') || text.includes('not approved');
}

/** Seed 000 §8: cancel-all cancels in parallel and reports how many failed. */
export function cancelAllFailureMessage(failed: number): string | undefined {
  return failed > 0 ? `Failed to cancel ${failed} orders` : undefined;
}
