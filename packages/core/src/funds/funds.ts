import type { RuntimeConfig } from '../config/config';
import { parseUsdcAmount, usdcToDecimalString } from './usdc';

/**
 * Deposit, withdrawal and transfer-to-spot rules (seed 000 §4, §5, §8, §9; seed 001 §5, §8).
 * Amounts are USDC base units; the validators return the first failing rule as a toast.
 */
export interface FundsMessage {
  title: string;
  description: string;
}

export type AmountCheck = { ok: true; amount: bigint } | ({ ok: false } & FundsMessage);

function fail(title: string, description: string): AmountCheck {
  return { ok: false, title, description };
}

function positiveAmount(text: string): bigint | undefined {
  const amount = parseUsdcAmount(text);
  return amount !== undefined && amount > 0n ? amount : undefined;
}

/** The bridge minimum from configuration, in base units. */
export function minimumDepositUnits(minimumUsdc: number): bigint {
  if (!Number.isFinite(minimumUsdc) || minimumUsdc <= 0) return 0n;
  return parseUsdcAmount(minimumUsdc.toFixed(6)) ?? 0n;
}

export interface DepositCheckInput {
  isConnected: boolean;
  amountText: string;
  /** The wallet's USDC balance on Arbitrum. */
  walletBalance: bigint;
  /** `exchange.bridgeMinimumUsdc`: the bridge loses anything smaller. */
  minimumUsdc: number;
}

/** Seed 000 §5 order, with the bridge minimum from configuration in place of the seed's 1 USDC. */
export function validateDeposit(input: DepositCheckInput): AmountCheck {
  if (!input.isConnected) return fail('Wallet Required', 'Please connect your wallet to deposit');
  const amount = positiveAmount(input.amountText);
  if (amount === undefined) return fail('Invalid Amount', 'Please enter a valid deposit amount');
  const minimum = minimumDepositUnits(input.minimumUsdc);
  if (amount < minimum) {
    return fail('Minimum Deposit', `Minimum deposit is ${usdcToDecimalString(minimum)} USDC`);
  }
  if (amount > input.walletBalance) {
    return fail(
      'Insufficient Balance',
      `You have ${usdcToDecimalString(input.walletBalance)} USDC but need ${usdcToDecimalString(amount)} USDC`,
    );
  }
  return { ok: true, amount };
}

/** The balance is read again on chain right before sending, since it may have moved meanwhile. */
export function checkOnChainDepositBalance(amount: bigint, onChainBalance: bigint): FundsMessage | undefined {
  return onChainBalance < amount
    ? { title: 'Insufficient Balance', description: "You don't have enough USDC to deposit this amount" }
    : undefined;
}

export const DEPOSIT_PENDING: FundsMessage = {
  title: 'Deposit Pending',
  description: 'Waiting for the transaction to be confirmed on Arbitrum',
};

export function depositSuccessMessage(amount: bigint): FundsMessage {
  return {
    title: 'Deposit Successful',
    description: `${usdcToDecimalString(amount)} USDC sent to the exchange. It is credited shortly.`,
  };
}

/** After a deposit the exchange balance is polled every 6 s, 15 times at most (seed 000 §4, §9). */
export const DEPOSIT_CREDIT_POLL_INTERVAL_MS = 6_000;
export const DEPOSIT_CREDIT_POLL_ATTEMPTS = 15;
export const DEPOSIT_NOT_CREDITED_MESSAGE = "If your deposit doesn't appear, please contact support.";

/** Credited once the exchange total has changed and is above zero. */
export function isDepositCredited(totalBefore: bigint, totalNow: bigint): boolean {
  return totalNow !== totalBefore && totalNow > 0n;
}

export interface WithdrawCheckInput {
  /** Wallet connected and able to sign. */
  isConnected: boolean;
  amountText: string;
  /** The exchange's `withdrawable`. */
  available: bigint;
}

export function validateWithdraw(input: WithdrawCheckInput): AmountCheck {
  if (!input.isConnected) return fail('Wallet Required', 'Please connect your wallet to withdraw');
  const amount = positiveAmount(input.amountText);
  if (amount === undefined) return fail('Invalid Amount', 'Please enter a valid withdrawal amount');
  if (amount > input.available) {
    return fail('Insufficient Balance', 'Withdrawal amount exceeds available balance');
  }
  return { ok: true, amount };
}

export const WITHDRAWAL_FAILED_TITLE = 'Withdrawal Failed';
export const WITHDRAWAL_FALLBACK_MESSAGE = 'Failed to process withdrawal';

function errorText(error: unknown): string {
  if (typeof error === 'string') return error;
  if (error instanceof Error) return error.message;
  return '';
}

/** Seed 000 §8: known exchange refusals get a plain explanation, anything else its own text. */
export function withdrawalFailureMessage(error: unknown): string {
  const raw = errorText(error).trim();
  const lower = raw.toLowerCase();
  if (lower.includes('insufficient')) return 'Insufficient funds available for withdrawal';
  if (lower.includes('pending')) return 'You have a pending withdrawal. Please wait for it to complete.';
  if (lower.includes('positions'))
    return 'Cannot withdraw with open positions. Please close all positions first.';
  if (lower.includes('must deposit before performing actions')) {
    return 'You need to deposit into the product before withdrawing';
  }
  return raw || WITHDRAWAL_FALLBACK_MESSAGE;
}

export function withdrawalSuccessMessage(amount: bigint): FundsMessage {
  return {
    title: 'Withdrawal Initiated',
    description: `${usdcToDecimalString(amount)} USDC is on its way to your wallet on Arbitrum`,
  };
}

/** The exchange charges this on every bridge withdrawal (hyperliquid-api §8.9); the devnet mirrors it. */
export const WITHDRAWAL_FEE_USDC = 1;

/** How long a withdrawal takes to reach the wallet (seed 000 §2: 1-2 minutes); the devnet bridge pays out within seconds. */
export function withdrawalArrivalTime(network: RuntimeConfig['network']): string {
  return network === 'devnet' ? 'a few seconds' : '1-2 minutes';
}

export interface TransferToSpotInput {
  isConnected: boolean;
  /** The perp balance that can move: the exchange's `withdrawable`. */
  available: bigint;
}

/** Seed 001 §5, §8: the whole available perp balance moves to spot. */
export function validateTransferToSpot(input: TransferToSpotInput): AmountCheck {
  if (!input.isConnected) return fail('Wallet Not Connected', 'Please connect your wallet first');
  if (input.available <= 0n) return fail('No Balance', "You don't have any available balance to transfer");
  return { ok: true, amount: input.available };
}

export function transferFailureMessage(error: unknown): string {
  const body = errorText(error).trim();
  return body ? `Transfer failed: ${body}` : 'Transfer failed';
}

export function transferSuccessMessage(amount: bigint): FundsMessage {
  return {
    title: 'Transfer Successful',
    description: `${usdcToDecimalString(amount)} USDC moved to your spot balance`,
  };
}
