import type { TokenTransfer } from '@pluto/core';
import type { TokenTransfersRequest, TransferProvider } from './token-data-provider';

export const MORALIS_API_URL = 'https://deep-index.moralis.io/api/v2.2';
/** Moralis's page size for the history (the newest 100 transfers, as the indexer answers). */
const TRANSFERS_LIMIT = 100;

export interface MoralisTransfersOptions {
  /** A secret: sent only in the `X-API-Key` header, never logged. */
  apiKey: string;
  baseUrl?: string;
  fetch?: typeof fetch;
}

/** One row of Moralis's `GET /{address}/erc20/transfers` answer (the fields read here). */
interface MoralisTransfer {
  transaction_hash: string;
  from_address: string;
  to_address: string;
  value: string;
  /** ISO 8601. */
  block_timestamp: string;
}

/** A wallet's ERC-20 transfers of one token from the Moralis Web3 Data API (production's source). */
export class MoralisTransfers implements TransferProvider {
  private readonly baseUrl: string;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: MoralisTransfersOptions) {
    this.baseUrl = options.baseUrl ?? MORALIS_API_URL;
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  async transfers({ chainId, wallet, token }: TokenTransfersRequest): Promise<TokenTransfer[]> {
    const url = new URL(`${this.baseUrl}/${wallet}/erc20/transfers`);
    url.searchParams.set('chain', `0x${chainId.toString(16)}`);
    url.searchParams.set('contract_addresses[0]', token);
    url.searchParams.set('order', 'DESC');
    url.searchParams.set('limit', String(TRANSFERS_LIMIT));
    const response = await this.fetch(url, {
      headers: { accept: 'application/json', 'X-API-Key': this.options.apiKey },
    });
    if (!response.ok) throw new Error(`Moralis answered HTTP ${response.status}`);
    const body = (await response.json()) as { result?: MoralisTransfer[] };
    if (!Array.isArray(body.result)) throw new Error('Moralis answered without a result list');
    return body.result.map((row) => ({
      hash: row.transaction_hash,
      from: row.from_address,
      to: row.to_address,
      value: row.value,
      timeStamp: Math.floor(Date.parse(row.block_timestamp) / 1000),
    }));
  }
}
