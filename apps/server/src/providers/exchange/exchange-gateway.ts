import { ExchangeClient, HttpTransport, InfoClient } from '@nktkas/hyperliquid';
import type { ActiveAssetDataResponse } from '@nktkas/hyperliquid/api/info';
import { Agent } from 'undici';
import type { Address, LocalAccount } from 'viem';
import { Confirmations } from './confirmations';
import { RateLimitedTransport } from './rate-limited-transport';
import { RequestBudget, type RequestBudgetOptions } from './request-budget';

/** Seed 000 §7, §9: the exchange HTTP transport's timeout. */
export const EXCHANGE_TIMEOUT_MS = 10_000;
/** Market metadata changes only when the exchange lists a market; a short cache spares a request per order. */
export const META_TTL_MS = 30_000;
/** How long an agent's or a builder fee's approval, once confirmed, is taken as given. */
export const APPROVAL_TTL_MS = 5 * 60_000;

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
  /**
   * The local address the server's requests leave from (`EXCHANGE_LOCAL_ADDRESS`): on the devnet
   * 127.0.0.2, so the exchange counts the server's weight apart from the browsers' on 127.0.0.1, as
   * Hyperliquid counts each IP's. Null: the system's choice.
   */
  localAddress?: string | null;
  /** The request weight budget (Hyperliquid's 1,200 a minute unless a test says otherwise). */
  budget?: RequestBudgetOptions;
  /** How long a request may wait for the budget before failing; EXCHANGE_TIMEOUT_MS by default. */
  maxBudgetWaitMs?: number;
  /** Told of each 429 the exchange answered and the pause taken. */
  onRateLimited?: (pauseMs: number) => void;
}

/**
 * The server's side of the exchange API (Hyperliquid's `/info` and `/exchange`, doc §3-§4) through
 * `@nktkas/hyperliquid`: market metadata, the approvals trading depends on, and exchange clients
 * that sign with a user's agent. The agent key stays inside the viem account handed to the SDK.
 * Every request goes through one `RateLimitedTransport`, so the server stays within its per-IP
 * request weight (doc §7) and rides out 429s.
 */
export class ExchangeGateway {
  readonly info: InfoClient;
  /**
   * Reads nobody waits for (the market list in a page's HTML): answered only while the budget has
   * spare weight, else refused at once, so they never crowd out trading.
   */
  readonly spareInfo: InfoClient;
  private readonly http: HttpTransport;
  private readonly transport: RateLimitedTransport;
  private readonly now: () => number;
  private markets: { expiresAt: number; byName: Promise<Map<string, PerpMarket>> } | null = null;
  private readonly approvals: Confirmations;

  constructor(options: ExchangeGatewayOptions) {
    this.http = new HttpTransport({
      apiUrl: options.apiUrl,
      isTestnet: options.isTestnet,
      timeout: options.timeoutMs ?? EXCHANGE_TIMEOUT_MS,
      // Node's fetch takes an undici dispatcher (not in the DOM's RequestInit type).
      ...(options.localAddress && {
        fetchOptions: { dispatcher: new Agent({ localAddress: options.localAddress }) } as RequestInit,
      }),
    });
    const budget = new RequestBudget(options.budget);
    const transportOptions = {
      maxWaitMs: options.maxBudgetWaitMs ?? EXCHANGE_TIMEOUT_MS,
      ...(options.onRateLimited && { onRateLimited: options.onRateLimited }),
    };
    this.transport = new RateLimitedTransport(this.http, budget, transportOptions);
    this.spareInfo = new InfoClient({
      transport: new RateLimitedTransport(this.http, budget, { ...transportOptions, spareOnly: true }),
    });
    this.info = new InfoClient({ transport: this.transport });
    this.now = options.now ?? Date.now;
    this.approvals = new Confirmations(APPROVAL_TTL_MS, this.now);
  }

  /** How long an exchange request may take before it fails, in ms. */
  get timeoutMs(): number | null {
    return this.http.timeout;
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

  /**
   * Whether the exchange knows `agent` as an agent acting for `user` (named or unnamed, unexpired);
   * a yes is taken as given for APPROVAL_TTL_MS.
   */
  async isAgentApproved(user: Address, agent: Address): Promise<boolean> {
    return this.approvals.check(`agent:${user}:${agent}`.toLowerCase(), async () => {
      const role = await this.info.userRole({ user: agent });
      return role.role === 'agent' && role.data.user.toLowerCase() === user.toLowerCase();
    });
  }

  /**
   * Whether `user` approved `builder` at least `fee` (tenths of a basis point); a yes is taken as
   * given for APPROVAL_TTL_MS.
   */
  async isBuilderFeeApproved(user: Address, builder: Address, fee: number): Promise<boolean> {
    return this.approvals.check(`builder:${user}:${builder}:${fee}`.toLowerCase(), async () => {
      return (await this.info.maxBuilderFee({ user, builder })) >= fee;
    });
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
