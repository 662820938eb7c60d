import {
  clampSwapSlippage,
  DEFAULT_SLIPPAGE_PERCENT,
  describeWalletError,
  explorerTxUrl,
  formatBaseUnits,
  isUserRejection,
  minimumReceived,
  parseTokenAmount,
  priceImpactLevel,
  priceImpactPercent,
  type SpotPair,
  SWAP_ERRORS,
  SWAP_MESSAGES,
  SWAP_QUOTE_DEBOUNCE_MS,
  SWAP_SWITCH_SETTLE_MS,
  type SwapProgress,
  shouldRequestQuote,
  spotPlatformFee,
  swapErrorMessage,
  swapPanelState,
  swapRouteText,
} from '@pluto/core';
import { useEffect, useState } from 'react';
import type { Address, Hex } from 'viem';
import {
  useAccount,
  useSwapActions,
  useSwapAllowance,
  useSwapQuote,
  useSwapSpender,
  useTokenBalance,
} from '../../data';
import { notify } from '../../ui';
import { useSwitchToPairChain } from './use-pair-network';

export type SwapSide = 'buy' | 'sell';

export interface SwapTokenInfo {
  address: Address;
  symbol: string;
  decimals: number;
  isNative: boolean;
}

/** The token paid and the token received: buying pays the quote token, selling pays the base. */
export function swapTokens(pair: SpotPair, side: SwapSide): { pay: SwapTokenInfo; receive: SwapTokenInfo } {
  const base: SwapTokenInfo = {
    address: pair.base_address as Address,
    symbol: pair.base_symbol,
    decimals: pair.base_decimals,
    isNative: pair.base_is_native,
  };
  const quote: SwapTokenInfo = {
    address: pair.quote_address as Address,
    symbol: pair.quote_symbol,
    decimals: pair.quote_decimals,
    isNative: pair.quote_is_native,
  };
  return side === 'buy' ? { pay: quote, receive: base } : { pay: base, receive: quote };
}

/** `value` once it has stopped changing for `delayMs`. */
function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * Seed 002 §5: the quote of the amount once typing paused for 1 s, none for an empty, zero or
 * below-0.001 amount. `settled` is false while the typed amount differs from the one quoted.
 */
function useDebouncedQuote(
  chainId: number | undefined,
  tokens: { pay: SwapTokenInfo; receive: SwapTokenInfo } | undefined,
  amount: string,
) {
  const debounced = useDebounced(amount, SWAP_QUOTE_DEBOUNCE_MS);
  const settled = debounced === amount;
  const units =
    tokens && shouldRequestQuote(debounced) ? parseTokenAmount(debounced, tokens.pay.decimals) : null;
  const quote = useSwapQuote(
    tokens && chainId !== undefined && units && settled
      ? { chainId, fromToken: tokens.pay.address, toToken: tokens.receive.address, amount: units }
      : undefined,
  );
  return { quote, quoteUnits: units, settled };
}

export interface SwapReceipt {
  hash: Hex;
  chainId: number;
  stage: 'submitted' | 'confirmed' | 'failed';
  explorerUrl: string | undefined;
}

/** The quote's derived figures: rate, price impact, minimum received, fee, route (issue 25 "beyond the seed"). */
function quoteDetails(
  quote: ReturnType<typeof useSwapQuote>['data'],
  tokens: { pay: SwapTokenInfo; receive: SwapTokenInfo },
  slippagePercent: number,
) {
  if (!quote) return undefined;
  const paid = Number(formatBaseUnits(quote.amountIn, tokens.pay.decimals));
  const received = Number(formatBaseUnits(quote.amountOut, tokens.receive.decimals));
  const impact = quote.reference ? priceImpactPercent(quote, quote.reference) : undefined;
  return {
    amountOut: formatBaseUnits(quote.amountOut, tokens.receive.decimals),
    rate: paid > 0 ? received / paid : 0,
    impactPercent: impact,
    impactLevel: impact === undefined ? 'normal' : priceImpactLevel(impact),
    minimumReceived: formatBaseUnits(
      minimumReceived(quote.amountOut, clampSwapSlippage(slippagePercent)),
      tokens.receive.decimals,
    ),
    fee: formatBaseUnits(spotPlatformFee(quote.amountIn), tokens.pay.decimals),
    route: swapRouteText(quote.route, [tokens.pay, tokens.receive]),
  } as const;
}

/**
 * The swap panel's logic (seed 002 §2.3, §4, §5, §8; issue 25): side, amount, debounced quote,
 * slippage, balance, allowance and approval, the network switch, and the swap sent from the wallet.
 */
export function useSwapPanel(pair: SpotPair | null) {
  const account = useAccount();
  const [side, setSide] = useState<SwapSide>('buy');
  const [amount, setAmount] = useState('');
  const [slippage, setSlippage] = useState(DEFAULT_SLIPPAGE_PERCENT);
  const [approved, setApproved] = useState(false);
  const [impactAccepted, setImpactAccepted] = useState(false);
  const [progress, setProgress] = useState<SwapProgress>();
  const [receipt, setReceipt] = useState<SwapReceipt>();
  const actions = useSwapActions();
  const switchToPairChain = useSwitchToPairChain();

  const chainId = pair?.chain_id;
  const tokens = pair ? swapTokens(pair, side) : undefined;
  const pay = tokens?.pay;
  const balance = useTokenBalance(chainId, pay);
  const units = pay ? parseTokenAmount(amount, pay.decimals) : null;

  const { quote, quoteUnits, settled } = useDebouncedQuote(chainId, tokens, amount);

  const needsAllowance = account.status === 'connected' && pay !== undefined && !pay.isNative;
  const spender = useSwapSpender(needsAllowance ? chainId : undefined);
  const allowance = useSwapAllowance(chainId, needsAllowance ? pay : undefined, spender.data);
  const needsApproval = needsAllowance && !approved && units !== null && (allowance.data ?? 0n) < units;

  const details = tokens ? quoteDetails(quote.data, tokens, slippage) : undefined;
  const state = swapPanelState({
    connected: account.status === 'connected',
    hasPair: pair !== null,
    side,
    baseSymbol: pair?.base_symbol ?? '',
    paySymbol: pay?.symbol ?? '',
    amount: units,
    balance: balance.data,
    needsApproval,
    hasQuote: quote.data !== undefined && quoteUnits === units,
    progress,
  });

  function chooseSide(next: SwapSide) {
    // Seed 002 §2.3: switching clears the amounts and the approval flag.
    setSide(next);
    setAmount('');
    setApproved(false);
    setImpactAccepted(false);
  }

  async function onPairChain(id: number): Promise<boolean> {
    setProgress('switching');
    const ok = await switchToPairChain(id, {
      settleMs: SWAP_SWITCH_SETTLE_MS,
      failure: SWAP_MESSAGES.switchFailed,
    });
    setProgress(undefined);
    return ok;
  }

  async function approve() {
    if (!pay || chainId === undefined || units === null) return;
    if (!spender.data) {
      notify.error(spender.error?.message ?? SWAP_MESSAGES.spenderFailed);
      return;
    }
    if (!(await onPairChain(chainId))) return;
    setProgress('approving');
    try {
      const hash = await actions.approve(chainId, pay.address, spender.data, units);
      notify.success(SWAP_MESSAGES.approvalSubmitted);
      await actions.waitForSuccess(chainId, hash);
      setApproved(true);
      notify.success(SWAP_MESSAGES.approved);
      await allowance.refetch();
    } catch (error) {
      notify.error(
        SWAP_MESSAGES.approvalFailed,
        isUserRejection(error) ? describeWalletError(error, '') : undefined,
      );
    } finally {
      setProgress(undefined);
    }
  }

  async function swap() {
    if (!tokens || chainId === undefined || units === null) return;
    if (!(await onPairChain(chainId))) return;
    setProgress('swapping');
    let hash: Hex | undefined;
    try {
      hash = await actions.buildAndSendSwap({
        chainId,
        fromToken: tokens.pay.address,
        toToken: tokens.receive.address,
        amount: units,
        slippagePercent: clampSwapSlippage(slippage),
      });
      notify.success(SWAP_MESSAGES.transactionSubmitted);
      setReceipt({ hash, chainId, stage: 'submitted', explorerUrl: explorerTxUrl(chainId, hash) });
      setProgress('confirming');
      await actions.waitForSuccess(chainId, hash);
      setReceipt({ hash, chainId, stage: 'confirmed', explorerUrl: explorerTxUrl(chainId, hash) });
      notify.success(SWAP_MESSAGES.swapCompleted);
      setAmount('');
      setApproved(false);
      setImpactAccepted(false);
    } catch (error) {
      if (hash) setReceipt({ hash, chainId, stage: 'failed', explorerUrl: explorerTxUrl(chainId, hash) });
      if (isUserRejection(error)) notify.error(SWAP_ERRORS.swapFailed, describeWalletError(error, ''));
      else notify.error(swapErrorMessage(error, SWAP_ERRORS.swapFailed));
    } finally {
      setProgress(undefined);
      void actions.refresh();
    }
  }

  return {
    pair,
    side,
    chooseSide,
    amount,
    setAmount,
    slippage,
    setSlippage,
    tokens,
    balance: pay && balance.data !== undefined ? formatBaseUnits(balance.data, pay.decimals) : undefined,
    balanceLoading: account.status === 'connected' && balance.isPending,
    quote: details,
    quoteLoading: quote.isFetching || (!settled && shouldRequestQuote(amount)),
    quoteError: quote.error ? swapErrorMessage(quote.error, quote.error.message) : undefined,
    impactAccepted,
    setImpactAccepted,
    state,
    receipt,
    approve,
    swap,
  };
}

export type SwapPanelModel = ReturnType<typeof useSwapPanel>;
