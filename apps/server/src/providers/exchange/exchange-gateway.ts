import { ExchangeClient, HttpTransport, InfoClient } from '@nktkas/hyperliquid';
import type { ActiveAssetDataResponse } from '@nktkas/hyperliquid/api/info';
import type { Address, LocalAccount } from 'viem';

/** Seed 000 §7, §9: the exchange HTTP transport's timeout. */
export const EXCHANGE_TIMEOUT_MS = 10_000;
/** Market metadata changes only when the exchange lists a market; a short cache spares a request per order. */
export const META_TTL_MS = 30_000;

export interface PerpMarket {
  symbol: string;
  /** The asset id orders carry (`a`): the market's index in the universe. */
  assetId: number;
  szDecimals: number;
  maxLeverage: number;
}

export interface ExchangeGatewayOptions {
  apiUrl: string;
  isTestnet: boolean;
  now?: () => number;
  /** How long a request may take; EXCHANGE_TIMEOUT_MS unless a test needs it shorter. */
  timeoutMs?: number;
}

/**
 * The server's side of the exchange API (Hyperliquid's `/info` and `/exchange`, doc §3-§4) through
 * `@nktkas/hyperliquid`: market metadata, the approvals trading depends on, and exchange clients
 * that sign with a user's agent. The agent key stays inside the viem account handed to the SDK.
 */
export class ExchangeGateway {
  readonly info: InfoClient;
  private readonly transport: HttpTransport;
  private readonly now: () => number;
  private markets: { expiresAt: number; byName: Promise<Map<string, PerpMarket>> } | null = null;

  constructor(options: ExchangeGatewayOptions) {
    this.transport = new HttpTransport({
      apiUrl: options.apiUrl,
      isTestnet: options.isTestnet,
      timeout: options.timeoutMs ?? EXCHANGE_TIMEOUT_MS,
    });
    this.info = new InfoClient({ transport: this.transport });
    this.now = options.now ?? Date.now;
  }

  /** How long an exchange request may take before it fails, in ms. */
  get timeoutMs(): number | null {
    return this.transport.timeout;
  }

  /** The perp market named `symbol`, from metadata at most META_TTL_MS old; undefined if unlisted. */
  async market(symbol: string): Promise<PerpMarket | undefined> {
    if (!this.markets || this.markets.expiresAt <= this.now()) {
      const byName = this.loadMarkets();
      this.markets = { expiresAt: this.now() + META_TTL_MS, byName };
      // A failed load must not be served from the cache.
      byName.catch(() => {
        if (this.markets?.byName === byName) this.markets = null;
      });
    }
    return (await this.markets.byName).get(symbol);
  }

  private async loadMarkets(): Promise<Map<string, PerpMarket>> {
    const { universe } = await this.info.meta();
    return new Map(
      universe.map((asset, assetId) => [
        asset.name,
        { symbol: asset.name, assetId, szDecimals: asset.szDecimals, maxLeverage: asset.maxLeverage },
      ]),
    );
  }

  /** Whether the exchange knows `agent` as an agent acting for `user` (named or unnamed, unexpired). */
  async isAgentApproved(user: Address, agent: Address): Promise<boolean> {
    const role = await this.info.userRole({ user: agent });
    return role.role === 'agent' && role.data.user.toLowerCase() === user.toLowerCase();
  }

  /** The builder fee `user` approved for `builder`, in tenths of a basis point (0 when none). */
  async approvedBuilderFee(user: Address, builder: Address): Promise<number> {
    return this.info.maxBuilderFee({ user, builder });
  }

  /** The user's leverage on a market and its current mark price. */
  async assetData(user: Address, symbol: string): Promise<ActiveAssetDataResponse> {
    return this.info.activeAssetData({ user, coin: symbol });
  }

  /** A client whose L1 actions the agent signs (for its master, the user). */
  trader(agent: LocalAccount): ExchangeClient {
    return new ExchangeClient({ transport: this.transport, wallet: agent });
  }
}
