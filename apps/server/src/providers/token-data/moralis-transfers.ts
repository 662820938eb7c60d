import { SWAP_ERRORS, type TokenTransfer } from '@pluto/core';
import * as v from 'valibot';
import { HttpError } from '../../http/http-error';
import type { TokenTransfersRequest, TransferProvider } from './token-data-provider';

export const MORALIS_API_URL = 'https://deep-index.moralis.io/api/v2.2';
const REQUEST_TIMEOUT_MS = 10_000;
/** Moralis's page: the newest 100 transfers. */
const PAGE_SIZE = 100;

export interface MoralisOptions {
  apiKey: string;
  /** Default: the public API; tests point it at a local fake. */
  baseUrl?: string;
  fetch?: typeof fetch;
}

const hex = (length: number) => v.pipe(v.string(), v.regex(new RegExp(`^0x[0-9a-fA-F]{${length}}$`)));
const transfersSchema = v.object({
  result: v.array(
    v.object({
      transaction_hash: hex(64),
      from_address: hex(40),
      to_address: hex(40),
      // Documented as a number in the OpenAPI example; the API sends text. Either is read exactly.
      value: v.union([
        v.pipe(v.string(), v.regex(/^\d+$/)),
        v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
      ]),
      block_timestamp: v.pipe(v.string(), v.isoTimestamp()),
    }),
  ),
});

/**
 * A wallet's ERC-20 transfers of one token from Moralis (`/{address}/erc20/transfers`, newest first,
 * the chain as its hex id). Refusals are `HttpError`s: 429 with the seed's rate-limit text.
 */
export class MoralisTransfers implements TransferProvider {
  private readonly baseUrl: string;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: MoralisOptions) {
    this.baseUrl = (options.baseUrl ?? MORALIS_API_URL).replace(/\/$/, '');
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  async transfers({ chainId, wallet, token }: TokenTransfersRequest): Promise<TokenTransfer[]> {
    const query = new URLSearchParams({
      chain: `0x${chainId.toString(16)}`,
      order: 'DESC',
      limit: String(PAGE_SIZE),
      'contract_addresses[0]': token,
    });
    let response: Response;
    try {
      response = await this.fetch(`${this.baseUrl}/${wallet}/erc20/transfers?${query}`, {
        headers: { 'X-API-Key': this.options.apiKey, accept: 'application/json' },
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch {
      throw new HttpError(502, 'Token transfers are unavailable right now');
    }
    if (response.status === 429) throw new HttpError(429, SWAP_ERRORS.rateLimited);
    const parsed = v.safeParse(transfersSchema, await response.json().catch(() => null));
    if (!response.ok || !parsed.success)
      throw new HttpError(502, 'Token transfers are unavailable right now');
    return parsed.output.result.map((transfer) => ({
      hash: transfer.transaction_hash,
      from: transfer.from_address,
      to: transfer.to_address,
      value: String(transfer.value),
      timeStamp: Math.floor(Date.parse(transfer.block_timestamp) / 1000),
    }));
  }
}
