/**
 * What the bridge needs from the exchange engine (packages/exchange implements it). The engine keys
 * credits by (txHash, logIndex) and answers 'duplicate' for one it has seen: the watcher delivers each
 * deposit at least once, the engine makes it exactly once.
 */
export interface DepositCredit {
  /** The sender of the USDC transfer, whose perp account is credited. */
  user: `0x${string}`;
  /** USDC as a decimal string ("100", "5.25"), the engine's money format. */
  usdc: string;
  txHash: `0x${string}`;
  logIndex: number;
}

export type CreditOutcome = 'credited' | 'duplicate' | 'below-minimum';

export interface DepositLedger {
  creditDeposit(input: DepositCredit): Promise<CreditOutcome>;
}
