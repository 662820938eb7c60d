import { SPOT_PLATFORM_FEE_RATE, SWAP_ERRORS, type SwapRouteToken } from '@pluto/core';
import * as v from 'valibot';
import { type Address, getAddress, type Hex } from 'viem';
import { HttpError } from '../../http/http-error';
import type {
  SwapProvider,
  SwapQuote,
  SwapQuoteRequest,
  SwapRequest,
  SwapTransaction,
} from './swap-provider';

export const ONEINCH_API_URL = 'https://api.1inch.dev/swap/v6.0';
const REQUEST_TIMEOUT_MS = 10_000;

export interface OneInchOptions {
  apiKey: string;
  /** Receives the platform fee (1inch's `referrer`). */
  referrer: Address;
  /** Default: the public API; tests point it at a local fake. */
  baseUrl?: string;
  fetch?: typeof fetch;
}

const spenderAnswer = v.object({ address: v.string() });
const tokenInfo = v.object({ address: v.string(), symbol: v.string() });
/** One protocol's share of a hop (v6 `includeProtocols`): routes → hops → the hop's protocol splits. */
const protocolPart = v.object({ part: v.number(), fromTokenAddress: v.string(), toTokenAddress: v.string() });
const quoteAnswer = v.object({
  dstAmount: v.pipe(v.string(), v.regex(/^\d+$/)),
  srcToken: v.optional(tokenInfo),
  dstToken: v.optional(tokenInfo),
  // Read loosely: a route 1inch describes in another shape leaves the quote without one, not failed.
  protocols: v.optional(v.unknown()),
});
const protocolsAnswer = v.array(v.array(v.pipe(v.array(protocolPart), v.minLength(1))));
type QuoteAnswer = v.InferOutput<typeof quoteAnswer>;
const swapAnswer = v.object({
  dstAmount: v.pipe(v.string(), v.regex(/^\d+$/)),
  tx: v.object({
    from: v.string(),
    to: v.string(),
    data: v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]*$/)),
    value: v.pipe(v.string(), v.regex(/^\d+$/)),
    gas: v.number(),
    gasPrice: v.pipe(v.string(), v.regex(/^\d+$/)),
  }),
});
const errorAnswer = v.object({ description: v.optional(v.string()), error: v.optional(v.string()) });

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/**
 * The route of a quote: 1inch's main route (the one carrying the largest part of the amount), its
 * hops' tokens in order, the ends as the request named them with the symbols 1inch gave for them.
 * Undefined when the answer has no readable route.
 */
export function oneInchRoute(request: SwapQuoteRequest, answer: QuoteAnswer): SwapRouteToken[] | undefined {
  const parsed = v.safeParse(protocolsAnswer, answer.protocols);
  if (!parsed.success) return undefined;
  const share = (hops: (typeof parsed.output)[number]) =>
    (hops[0] ?? []).reduce((sum, split) => sum + split.part, 0);
  const main = parsed.output.reduce<(typeof parsed.output)[number] | undefined>(
    (best, hops) => (hops.length > 0 && (!best || share(hops) > share(best)) ? hops : best),
    undefined,
  );
  if (!main) return undefined;
  const between = main.slice(1).map((hop) => (hop[0] as v.InferOutput<typeof protocolPart>).fromTokenAddress);
  if (!between.every((address) => ADDRESS.test(address))) return undefined;
  const end = (address: string, info: v.InferOutput<typeof tokenInfo> | undefined): SwapRouteToken => ({
    address: getAddress(address),
    ...(info?.symbol && { symbol: info.symbol }),
  });
  return [
    end(request.fromToken, answer.srcToken),
    ...between.map((address) => ({ address: getAddress(address) })),
    end(request.toToken, answer.dstToken),
  ];
}

/** 1inch's `fee` is a percentage of the source amount (0-3): the platform fee of the schedule. */
const PLATFORM_FEE_PERCENT = String(SPOT_PLATFORM_FEE_RATE * 100);

/**
 * 1inch's error descriptions in the seed's words (seed 002 §8); anything else keeps 1inch's own
 * text, which names the problem, or 'Swap failed' when it gave none.
 */
export function oneInchRefusal(status: number, body: unknown): HttpError {
  if (status === 429) return new HttpError(429, SWAP_ERRORS.rateLimited);
  const parsed = v.safeParse(errorAnswer, body);
  const description = parsed.success ? (parsed.output.description ?? parsed.output.error ?? '') : '';
  const lower = description.toLowerCase();
  if (lower.includes('allowance')) return new HttpError(400, SWAP_ERRORS.approvalRequired);
  if (lower.includes('amount is not set') || lower.includes('amount is too small'))
    return new HttpError(400, SWAP_ERRORS.invalidAmount);
  if (lower.includes('cannot estimate')) return new HttpError(400, SWAP_ERRORS.simulationFailed);
  if (status >= 500) return new HttpError(502, SWAP_ERRORS.swapFailed);
  return new HttpError(400, description || SWAP_ERRORS.swapFailed);
}

/** The 1inch Swap API v6 with the platform fee sent as `fee` + `referrer` on quotes and swaps alike. */
export class OneInchSwapProvider implements SwapProvider {
  private readonly baseUrl: string;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: OneInchOptions) {
    this.baseUrl = (options.baseUrl ?? ONEINCH_API_URL).replace(/\/$/, '');
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  async spender(chainId: number): Promise<Address> {
    const { address } = await this.get(chainId, '/approve/spender', {}, spenderAnswer);
    return getAddress(address);
  }

  async quote(request: SwapQuoteRequest): Promise<SwapQuote> {
    const { chainId, fromToken, toToken, amount } = request;
    const answer = await this.get(
      chainId,
      '/quote',
      {
        src: fromToken,
        dst: toToken,
        amount: amount.toString(),
        fee: PLATFORM_FEE_PERCENT,
        includeTokensInfo: 'true',
        includeProtocols: 'true',
      },
      quoteAnswer,
    );
    const route = oneInchRoute(request, answer);
    return { dstAmount: BigInt(answer.dstAmount), ...(route && { route }) };
  }

  async swap(request: SwapRequest): Promise<{ dstAmount: bigint; tx: SwapTransaction }> {
    const answer = await this.get(
      request.chainId,
      '/swap',
      {
        src: request.fromToken,
        dst: request.toToken,
        amount: request.amount.toString(),
        from: request.fromAddress,
        origin: request.fromAddress,
        slippage: String(request.slippagePercent),
        fee: PLATFORM_FEE_PERCENT,
        referrer: this.options.referrer,
      },
      swapAnswer,
    );
    const { tx } = answer;
    return {
      dstAmount: BigInt(answer.dstAmount),
      tx: {
        from: getAddress(tx.from),
        to: getAddress(tx.to),
        data: tx.data as Hex,
        value: BigInt(tx.value),
        gas: BigInt(tx.gas),
        gasPrice: BigInt(tx.gasPrice),
      },
    };
  }

  private async get<S extends v.GenericSchema>(
    chainId: number,
    path: string,
    query: Record<string, string>,
    schema: S,
  ): Promise<v.InferOutput<S>> {
    const url = `${this.baseUrl}/${chainId}${path}?${new URLSearchParams(query)}`;
    let response: Response;
    try {
      response = await this.fetch(url, {
        headers: { authorization: `Bearer ${this.options.apiKey}`, accept: 'application/json' },
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch {
      throw new HttpError(502, SWAP_ERRORS.swapFailed);
    }
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) throw oneInchRefusal(response.status, body);
    const parsed = v.safeParse(schema, body);
    if (!parsed.success) throw new HttpError(502, SWAP_ERRORS.swapFailed);
    return parsed.output;
  }
}
