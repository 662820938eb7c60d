import type { Account } from './accounts';
import type { UsdClassTransferAction, UsdSendAction, Withdraw3Action } from './actions';
import { type Dec, fromInt, parseDec, round, toWire } from './decimal';
import { USD_DECIMALS } from './fees';
import type { EngineState, LedgerRecord, PortfolioPoint } from './state';
import { summarize, withdrawable } from './summary';
import { addUsd, usdValue } from './usd';

/**
 * Money in and out of accounts (doc §4.8, §8.9): deposits, `withdraw3`, `usdClassTransfer`, their
 * ledger entries and the `portfolio` samples taken with them. Every amount is whole micro-USDC.
 */

export const WITHDRAW_FEE: Dec = fromInt(1);
/** Bridge deposits below 5 USDC are lost (doc §8.9). */
export const MIN_DEPOSIT: Dec = fromInt(5);

export const FUNDS_ERR = {
  // Real texts (doc §4.8, §4.10).
  invalidAmount: 'Invalid send',
  withdrawBalance: 'Insufficient balance for withdrawal.',
  transferBalance: 'Insufficient balance for token transfer',
  // Not documented: chosen to be clear.
  belowFee: 'Withdrawal amount must exceed the $1 fee.',
  destination: 'Invalid destination address.',
  subAccount: 'Sub-accounts are not supported.',
  sendToSelf: 'Cannot send to yourself.',
} as const;

const ADDRESS_RE = /^0x[0-9a-f]{40}$/;

/** A positive USDC amount with at most 6 decimals, else null. */
export function parseUsdc(s: unknown): Dec | null {
  const v = typeof s === 'string' ? parseDec(s) : null;
  return v !== null && v > 0n && round(v, USD_DECIMALS, 'down') === v ? v : null;
}

export function addLedger(state: EngineState, user: string, rec: LedgerRecord): void {
  const list = state.ledger.get(user) ?? [];
  list.push(rec);
  state.ledger.set(user, list);
}

/** Credits a deposit to the perp balance with its ledger entry. */
export function credit(state: EngineState, account: Account, amount: Dec, hash: `0x${string}`): void {
  addUsd(account.cash, amount);
  account.flows += amount;
  account.perpFlows += amount;
  state.depositedTotal += amount;
  addLedger(state, account.user, {
    time: state.time,
    hash,
    delta: { type: 'deposit', usdc: toWire(amount) },
  });
  samplePortfolio(state, account);
}

/** The amount and the (lowercase) destination of a send or withdrawal, or the refusal text. */
function amountTo(a: { amount: string; destination: string }): { amount: Dec; destination: string } | string {
  const amount = parseUsdc(a.amount);
  if (amount === null) return FUNDS_ERR.invalidAmount;
  const destination = String(a.destination).toLowerCase();
  return ADDRESS_RE.test(destination) ? { amount, destination } : FUNDS_ERR.destination;
}

/** `withdraw3`'s amount and destination, or the refusal the state does not decide (a bad value, the fee). */
export function parseWithdraw(a: Withdraw3Action): { amount: Dec; destination: string } | string {
  const parsed = amountTo(a);
  if (typeof parsed === 'string') return parsed;
  return parsed.amount <= WITHDRAW_FEE ? FUNDS_ERR.belowFee : parsed;
}

/** `usdClassTransfer`'s amount, or its refusal for a bad value. */
export function parseClassTransfer(a: UsdClassTransferAction): Dec | string {
  if (typeof a.amount === 'string' && a.amount.includes(' subaccount:')) return FUNDS_ERR.subAccount;
  return parseUsdc(a.amount) ?? FUNDS_ERR.invalidAmount;
}

/** `usdSend`'s amount and destination, or its refusal for a bad value or a send to `sender` itself. */
export function parseUsdSend(
  sender: string,
  a: UsdSendAction,
): { amount: Dec; destination: string } | string {
  const parsed = amountTo(a);
  if (typeof parsed === 'string') return parsed;
  return parsed.destination === sender ? FUNDS_ERR.sendToSelf : parsed;
}

/**
 * `withdraw3`: only from `withdrawable`; the account is debited `amount`, the $1 fee goes to the
 * exchange and the bridge pays out the rest (a pending withdrawal until the bridge acknowledges it).
 */
export function withdraw(
  state: EngineState,
  account: Account,
  a: Withdraw3Action,
  nonce: number,
  hash: `0x${string}`,
): string | null {
  const parsed = parseWithdraw(a);
  if (typeof parsed === 'string') return parsed;
  const { amount, destination } = parsed;
  if (amount > withdrawable(summarize(state, account))) return FUNDS_ERR.withdrawBalance;
  const payout = amount - WITHDRAW_FEE;
  addUsd(account.cash, -amount);
  account.flows -= amount;
  account.perpFlows -= amount;
  addUsd(state.feesCollected, WITHDRAW_FEE);
  state.withdrawnTotal += payout;
  const id = state.nextWithdrawalId++;
  state.pendingWithdrawals.set(id, {
    id,
    user: account.user,
    destination,
    usdc: toWire(payout),
    fee: toWire(WITHDRAW_FEE),
    nonce,
    time: state.time,
  });
  addLedger(state, account.user, {
    time: state.time,
    hash,
    delta: { type: 'withdraw', usdc: toWire(amount), nonce, fee: toWire(WITHDRAW_FEE) },
  });
  samplePortfolio(state, account);
  return null;
}

/** `usdClassTransfer`: spot → perp needs the spot balance; perp → spot only from `withdrawable`. */
export function classTransfer(
  state: EngineState,
  account: Account,
  a: UsdClassTransferAction,
  hash: `0x${string}`,
): string | null {
  const amount = parseClassTransfer(a);
  if (typeof amount === 'string') return amount;
  if (a.toPerp) {
    if (amount > account.spotUsdc) return FUNDS_ERR.transferBalance;
    account.spotUsdc -= amount;
    addUsd(account.cash, amount);
    account.perpFlows += amount;
  } else {
    if (amount > withdrawable(summarize(state, account))) return FUNDS_ERR.transferBalance;
    addUsd(account.cash, -amount);
    account.spotUsdc += amount;
    account.perpFlows -= amount;
  }
  addLedger(state, account.user, {
    time: state.time,
    hash,
    delta: { type: 'accountClassTransfer', usdc: toWire(amount), toPerp: a.toPerp === true },
  });
  samplePortfolio(state, account);
  return null;
}

/**
 * `usdSend`: perp USDC from the sender's `withdrawable` to another address's perp balance (opened on
 * first use, as a deposit would), no fee; both ledgers get the `internalTransfer` entry. For each
 * side's portfolio it is a flow, like a deposit or withdrawal.
 */
export function usdSend(
  state: EngineState,
  sender: Account,
  a: UsdSendAction,
  accountOf: (user: string) => Account,
  hash: `0x${string}`,
): string | null {
  const parsed = parseUsdSend(sender.user, a);
  if (typeof parsed === 'string') return parsed;
  const { amount, destination } = parsed;
  if (amount > withdrawable(summarize(state, sender))) return FUNDS_ERR.transferBalance;
  const receiver = accountOf(destination);
  addUsd(sender.cash, -amount);
  sender.flows -= amount;
  sender.perpFlows -= amount;
  addUsd(receiver.cash, amount);
  receiver.flows += amount;
  receiver.perpFlows += amount;
  const delta = {
    type: 'internalTransfer' as const,
    usdc: toWire(amount),
    user: sender.user as `0x${string}`,
    destination: destination as `0x${string}`,
    fee: '0.0',
  };
  for (const account of [sender, receiver]) {
    addLedger(state, account.user, { time: state.time, hash, delta: { ...delta } });
    samplePortfolio(state, account);
  }
  return null;
}

/**
 * Every USDC the exchange accounts for: Σ cross cash, isolated buckets and spot balances, the fees
 * collected, the funding pool's rounding dust, and every withdrawal payout (pending or paid). Money is
 * conserved exactly: this always equals `depositedTotal`.
 */
export function accountedTotal(state: EngineState): Dec {
  let total = usdValue(state.feesCollected) + state.fundingPool + state.withdrawnTotal;
  for (const a of state.accounts.values()) {
    total += usdValue(a.cash) + a.spotUsdc;
    for (const p of a.positions.values()) total += usdValue(p.isoRaw);
  }
  return total;
}

/** Records the account's current values for `portfolio` (on money movements and every 15 min). */
export function samplePortfolio(state: EngineState, account: Account): void {
  const list = state.portfolio.get(account.user) ?? [];
  addCurrentPortfolioPoint(list, state, account);
  state.portfolio.set(account.user, list);
}

/**
 * Appends the account's values now to `points`. One point per instant: a point already there for
 * this instant is replaced.
 */
export function addCurrentPortfolioPoint(
  points: PortfolioPoint[],
  state: EngineState,
  account: Account,
): void {
  const s = summarize(state, account);
  const perp = s.crossAccountValue + s.isolatedMarginUsed;
  const point = {
    time: state.time,
    total: perp + account.spotUsdc,
    perp,
    flows: account.flows,
    perpFlows: account.perpFlows,
  };
  if (points.at(-1)?.time === state.time) points[points.length - 1] = point;
  else points.push(point);
}
