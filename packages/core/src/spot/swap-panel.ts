import { shortenAddress } from '../format/format';
import { SWAP_ERRORS } from './swap';

/** Seed 002 §5, §9: quotes wait 1 s after the last keystroke and start at 0.001 of the paying token. */
export const SWAP_QUOTE_DEBOUNCE_MS = 1_000;
export const MIN_QUOTE_AMOUNT = 0.001;

const DECIMAL_AMOUNT = /^\d*(?:\.\d*)?$/;

/** No quote for an empty, zero, malformed or below-0.001 amount (seed 002 §5). */
export function shouldRequestQuote(amount: string): boolean {
  const text = amount.trim();
  if (!text || text === '.' || !DECIMAL_AMOUNT.test(text)) return false;
  return Number(text) >= MIN_QUOTE_AMOUNT;
}

/**
 * A typed decimal amount in the token's base units, cut (not rounded) at the token's decimals, or
 * null when it is not a plain decimal number.
 */
export function parseTokenAmount(amount: string, decimals: number): bigint | null {
  const text = amount.trim();
  if (!text || text === '.' || !DECIMAL_AMOUNT.test(text)) return null;
  const [whole = '', fraction = ''] = text.split('.');
  const digits = `${whole || '0'}${fraction.slice(0, decimals).padEnd(decimals, '0')}`;
  return BigInt(digits);
}

/** Base units as a plain decimal text with every significant digit (no grouping, no exponent). */
export function formatBaseUnits(value: bigint, decimals: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** Slippage presets, the warning threshold and the clamp applied when swapping (seed 002 §2.3, §5, §9). */
export const SLIPPAGE_PRESETS = [0.1, 0.5, 1] as const;
export const DEFAULT_SLIPPAGE_PERCENT = 0.5;
export const SLIPPAGE_WARNING_ABOVE_PERCENT = 5;
export const SWAP_SLIPPAGE_MIN_PERCENT = 0.1;
export const SWAP_SLIPPAGE_MAX_PERCENT = 5;
export const HIGH_SLIPPAGE_WARNING =
  'High slippage: your swap may be front-run or fill at a much worse price.';

export function isHighSlippage(slippagePercent: number): boolean {
  return slippagePercent > SLIPPAGE_WARNING_ABOVE_PERCENT;
}

/** The slippage a swap is sent with: the setting clamped to 0.1-5 % (not a number gives the default). */
export function clampSwapSlippage(slippagePercent: number): number {
  if (!Number.isFinite(slippagePercent)) return DEFAULT_SLIPPAGE_PERCENT;
  return Math.min(SWAP_SLIPPAGE_MAX_PERCENT, Math.max(SWAP_SLIPPAGE_MIN_PERCENT, slippagePercent));
}

/** Beyond the seed (issue 25): price impact above 3 % warns, above 10 % asks for a confirmation. */
export const PRICE_IMPACT_WARNING_PERCENT = 3;
export const PRICE_IMPACT_CONFIRM_PERCENT = 10;
export type PriceImpactLevel = 'normal' | 'warning' | 'confirm';

/**
 * The price impact of a swap in percent: how much worse its rate is than the rate of a small
 * reference quote along the same route (both after the same percentage fee, which cancels out).
 * Zero when either quote is empty.
 */
export function priceImpactPercent(
  swap: { amountIn: bigint; amountOut: bigint },
  reference: { amountIn: bigint; amountOut: bigint },
): number {
  if (swap.amountIn <= 0n || reference.amountIn <= 0n || reference.amountOut <= 0n) return 0;
  // rate ratio = (swapOut / swapIn) / (refOut / refIn), in millionths
  const scale = 1_000_000n;
  const ratio = (swap.amountOut * reference.amountIn * scale) / (swap.amountIn * reference.amountOut);
  const impact = Number(scale - ratio) / 10_000;
  return Math.max(0, impact);
}

export function priceImpactLevel(impactPercent: number): PriceImpactLevel {
  if (impactPercent > PRICE_IMPACT_CONFIRM_PERCENT) return 'confirm';
  if (impactPercent > PRICE_IMPACT_WARNING_PERCENT) return 'warning';
  return 'normal';
}

/**
 * The swap panel's own call to connect: the header keeps the seed's 'Connect Wallet' (seed 000 §2), and
 * the panel's names what connecting is for, so the page never shows two identical buttons.
 */
export const SWAP_CONNECT_LABEL = 'Connect Wallet to Swap';

/**
 * The swap panel's states (seed 002 §4): no wallet, no pair, insufficient balance (disabled), needs
 * approval, ready, in progress; and, before a quote, nothing to swap yet.
 */
export type SwapPanelState =
  | { kind: 'noWallet'; label: typeof SWAP_CONNECT_LABEL; disabled: false }
  | { kind: 'noPair'; label: 'Select a pair'; disabled: true }
  | { kind: 'enterAmount'; label: 'Enter an amount'; disabled: true }
  | { kind: 'insufficient'; label: string; disabled: true }
  | { kind: 'quoting'; label: 'Fetching quote...'; disabled: true }
  | { kind: 'needsApproval'; label: string; disabled: false }
  | { kind: 'ready'; label: string; disabled: false }
  | { kind: 'inProgress'; label: string; disabled: true };

export type SwapProgress = 'switching' | 'approving' | 'swapping' | 'confirming';

const PROGRESS_LABELS: Record<SwapProgress, string> = {
  switching: 'Switching network...',
  approving: 'Approving...',
  swapping: 'Confirm in wallet...',
  confirming: 'Swapping...',
};

export interface SwapPanelFacts {
  connected: boolean;
  hasPair: boolean;
  side: 'buy' | 'sell';
  baseSymbol: string;
  paySymbol: string;
  /** The typed amount in the paying token's base units (null when empty or malformed). */
  amount: bigint | null;
  /** The paying token's balance, undefined while unknown. */
  balance: bigint | undefined;
  /** The paying token is an ERC-20 whose allowance to the spender is below the amount. */
  needsApproval: boolean;
  hasQuote: boolean;
  progress: SwapProgress | undefined;
}

export function swapPanelState(facts: SwapPanelFacts): SwapPanelState {
  if (facts.progress) return { kind: 'inProgress', label: PROGRESS_LABELS[facts.progress], disabled: true };
  if (!facts.connected) return { kind: 'noWallet', label: SWAP_CONNECT_LABEL, disabled: false };
  if (!facts.hasPair) return { kind: 'noPair', label: 'Select a pair', disabled: true };
  if (facts.amount === null || facts.amount === 0n) {
    return { kind: 'enterAmount', label: 'Enter an amount', disabled: true };
  }
  if (facts.balance !== undefined && facts.amount > facts.balance) {
    return { kind: 'insufficient', label: `Insufficient ${facts.paySymbol} Balance`, disabled: true };
  }
  if (facts.needsApproval)
    return { kind: 'needsApproval', label: `Approve ${facts.paySymbol}`, disabled: false };
  if (!facts.hasQuote) return { kind: 'quoting', label: 'Fetching quote...', disabled: true };
  const verb = facts.side === 'buy' ? 'Buy' : 'Sell';
  return { kind: 'ready', label: `${verb} ${facts.baseSymbol}`, disabled: false };
}

/** The toasts of seed 002 §4, §8 for approvals, swaps and network switches. */
export const SWAP_MESSAGES = {
  approvalSubmitted: 'Approval submitted!',
  approved: 'Token approved successfully!',
  approvalFailed: 'Approval failed',
  transactionSubmitted: 'Transaction submitted!',
  swapCompleted: 'Swap completed successfully!',
  spenderFailed: 'Failed to get 1inch spender address',
  invalidSpender: 'Invalid spender address received',
  switchFailed: 'Failed to switch network. Please switch manually.',
  addressCopied: 'Address copied to clipboard',
} as const;

export const switchingToChainMessage = (chainName: string) => `Switching to ${chainName}...`;
export const switchedToChainMessage = (chainName: string) => `Switched to ${chainName}`;
/** Seed 002 §4: the wait after a switch before the success toast, and before a swap goes on. */
export const CONNECT_SWITCH_SETTLE_MS = 500;
export const SWAP_SWITCH_SETTLE_MS = 1_500;

const KNOWN_SWAP_ERRORS: readonly string[] = Object.values(SWAP_ERRORS);

/**
 * The text shown for a failed quote, approval or swap: one of the seed §8 texts when the error
 * carries one (the server answers them; some end with '...' and may be followed by detail),
 * else `fallback` ('Swap failed', 'Approval failed').
 */
export function swapErrorMessage(error: unknown, fallback: string): string {
  const text = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const known = KNOWN_SWAP_ERRORS.find((message) => text.startsWith(message.replace(/\.\.\.$/, '')));
  return known ?? fallback;
}

/** A token of a swap's route: its address, and its symbol where the quote named it. */
export interface RouteToken {
  address: string;
  symbol?: string;
}

/**
 * The swap's route as the panel shows it, "CAKE → WBNB → USDT" (issue 25): each token by the symbol the
 * quote gave, else by the symbol the panel knows for that address (the pair's own tokens), else its
 * address abbreviated 6…4 (seed 002 §2.3). Undefined without a route.
 */
export function swapRouteText(
  route: readonly RouteToken[] | undefined,
  known: readonly RouteToken[] = [],
): string | undefined {
  if (!route || route.length < 2) return undefined;
  const symbolOf = (token: RouteToken) =>
    token.symbol ??
    known.find((other) => other.address.toLowerCase() === token.address.toLowerCase())?.symbol ??
    shortenAddress(token.address);
  return route.map(symbolOf).join(' → ');
}
