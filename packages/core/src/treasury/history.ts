/** Seed 002 §2.7: the history's empty state and its two warnings. */
export const TREASURY_HISTORY_TEXT = {
  empty: 'No purchases yet',
  sourceIssue: '⚠️ BscScan API issue - data may be delayed',
  formerHolder: '⚠️ You previously had tokens but current balance is 0',
} as const;

export type TransferKind = 'buy' | 'sell';

/** Seed 002 §3 "Transfer record": a buy when the wallet is the recipient, a sell otherwise. */
export function transferKind(transfer: { to: string }, wallet: string): TransferKind {
  return transfer.to.toLowerCase() === wallet.toLowerCase() ? 'buy' : 'sell';
}

/** The wallet's transfers with their kind, newest first (ties keep the source's order). */
export function classifyTransfers<T extends { to: string; timeStamp: number }>(
  transfers: readonly T[],
  wallet: string,
): (T & { type: TransferKind })[] {
  return transfers
    .map((transfer) => ({ ...transfer, type: transferKind(transfer, wallet) }))
    .sort((a, b) => b.timeStamp - a.timeStamp);
}

export interface TreasuryHistoryState {
  /** The transfer call's error flag. */
  sourceError: boolean;
  /** How many transfers the wallet has (buys and sells). */
  transferCount: number;
  purchaseCount: number;
  /** The wallet's current $PLUTO balance in base units. */
  balance: bigint;
}

/** The warnings the history shows, in display order (seed 002 §2.7). */
export function treasuryHistoryWarnings(state: TreasuryHistoryState): string[] {
  const warnings: string[] = [];
  if (state.sourceError && state.purchaseCount === 0) warnings.push(TREASURY_HISTORY_TEXT.sourceIssue);
  if (state.balance === 0n && state.transferCount > 0) warnings.push(TREASURY_HISTORY_TEXT.formerHolder);
  return warnings;
}
