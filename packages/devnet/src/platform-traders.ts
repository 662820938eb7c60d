import { ExchangeClient, HttpTransport, InfoClient } from '@nktkas/hyperliquid';
import {
  AGENT_NAME,
  ARBITRUM_CHAIN_ID,
  BUILDER_MAX_FEE_RATE,
  type FunctionName,
  type FunctionRequest,
  type FunctionResponse,
  isAgentApproved,
  isBuilderFeeApproved,
  orderSize,
  type PerpMarketSummary,
  parseFunctionResponse,
  parsePerpMarkets,
  SIWE_STATEMENT,
} from '@pluto/core';
import { type Address, type Hex, keccak256, type LocalAccount, stringToHex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';

/**
 * Simulated platform traders (issue 23). The market simulation's accounts trade on the exchange
 * directly, so they are not platform users, and on a fresh devnet the statistics page and the
 * leaderboard would stay empty until someone trades. A handful of accounts of their own do what a
 * user of the web app does: sign in with Ethereum, have the server create their agent, approve it
 * and the builder fee on the exchange with their own key, then open and close positions through the
 * server's `place-order` and `market-close` functions, which sign with the agent and attach the
 * builder fee. Their fills are real fills the server's platform indexer counts like anyone's.
 */

/** What a simulated trader is credited on the exchange, once (keyed like a bridge deposit). */
export const PLATFORM_TRADER_FUNDING_USDC = '10000';
/** Positions open between these notionals (USDC): above the $10 minimum, small beside the books. */
const MIN_NOTIONAL_USD = 20;
const MAX_NOTIONAL_USD = 400;
const LEVERAGES = [1, 2, 3, 5, 10] as const;
/** The markets they trade: the busiest ones, as people mostly do. */
const TRADED_MARKETS = 6;
/** Chance that a trader with a position closes one instead of opening another. */
const CLOSE_CHANCE = 0.4;
/** A trader holds at most this many positions; beyond that it only closes. */
const MAX_POSITIONS = 3;
/**
 * The traders share one read of the markets this long: `metaAndAssetCtxs` weighs 20 of the 1,200 a
 * minute the exchange allows 127.0.0.1, which the devnet's browsers use too.
 */
const MARKETS_MAX_AGE_MS = 15_000;

/** The key of simulated trader `index`: deterministic, so a restart finds the same accounts. */
export function platformTraderKey(index: number): Hex {
  return keccak256(stringToHex(`pluto devnet platform trader ${index}`));
}

/** The deposit key of a trader's one-time funding: the exchange credits a key once. */
export function platformTraderFundingKey(index: number) {
  return { txHash: keccak256(stringToHex(`pluto devnet platform trader funding ${index}`)), logIndex: 0 };
}

/** What a trader looks at in a market. */
export type TradedMarket = Pick<
  PerpMarketSummary,
  'coin' | 'markPrice' | 'volume24h' | 'szDecimals' | 'maxLeverage'
>;

export type TradeDecision =
  | { kind: 'open'; symbol: string; side: 'buy' | 'sell'; size: string; leverage: number }
  | { kind: 'close'; symbol: string };

/**
 * A trader's next step: close one of its positions (sometimes, and always once it holds
 * `MAX_POSITIONS`), else open a position of a random notional on one of the busiest markets.
 * Undefined when there is no market to trade.
 */
export function nextTrade(
  markets: readonly TradedMarket[],
  openCoins: readonly string[],
  random: () => number,
): TradeDecision | undefined {
  const pick = <T>(items: readonly T[]): T | undefined => items[Math.floor(random() * items.length)];
  if (openCoins.length >= MAX_POSITIONS || (openCoins.length > 0 && random() < CLOSE_CHANCE)) {
    const symbol = pick(openCoins);
    if (symbol !== undefined) return { kind: 'close', symbol };
  }
  const busiest = [...markets]
    .filter((market) => market.markPrice > 0)
    .sort((a, b) => b.volume24h - a.volume24h)
    .slice(0, TRADED_MARKETS);
  const market = pick(busiest);
  if (!market) return undefined;
  const notional = MIN_NOTIONAL_USD + random() * (MAX_NOTIONAL_USD - MIN_NOTIONAL_USD);
  const size = orderSize((notional / market.markPrice).toFixed(12), market.markPrice, market.szDecimals);
  if (size === undefined) return undefined;
  return {
    kind: 'open',
    symbol: market.coin,
    side: random() < 0.5 ? 'buy' : 'sell',
    size,
    leverage: Math.min(pick(LEVERAGES) ?? 1, market.maxLeverage),
  };
}

/**
 * One trader's calls to the server, as the web app makes them: a session cookie from Sign-In With
 * Ethereum (signing in again when the server answers 401), the page's origin on every request.
 */
class ServerSession {
  private cookie: string | undefined;

  constructor(
    private readonly serverUrl: string,
    private readonly account: LocalAccount,
  ) {}

  private post(path: string, body: unknown): Promise<Response> {
    return fetch(`${this.serverUrl}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: this.serverUrl,
        ...(this.cookie && { cookie: this.cookie }),
      },
      body: JSON.stringify(body),
    });
  }

  async signIn(): Promise<void> {
    const { nonce } = (await (await fetch(`${this.serverUrl}/auth/nonce`)).json()) as { nonce: string };
    const url = new URL(this.serverUrl);
    const message = createSiweMessage({
      address: this.account.address,
      chainId: ARBITRUM_CHAIN_ID,
      domain: url.host,
      uri: url.origin,
      nonce,
      version: '1',
      statement: SIWE_STATEMENT,
    });
    const response = await this.post('/auth/verify', {
      message,
      signature: await this.account.signMessage({ message }),
    });
    if (!response.ok) throw new Error(`sign-in refused: ${response.status} ${await response.text()}`);
    this.cookie = response.headers.get('set-cookie')?.split(';')[0];
  }

  /** The function's answer; a refusal (HTTP error or `success: false`) throws with the server's text. */
  async call<N extends FunctionName>(name: N, request: FunctionRequest<N>): Promise<FunctionResponse<N>> {
    if (!this.cookie) await this.signIn();
    let response = await this.post(`/functions/${name}`, request);
    if (response.status === 401) {
      await this.signIn();
      response = await this.post(`/functions/${name}`, request);
    }
    const json: unknown = await response.json();
    const answer = response.ok ? parseFunctionResponse(name, json) : undefined;
    const refused = (json as { success?: boolean; error?: string } | null) ?? {};
    if (answer === undefined || refused.success === false) {
      throw new Error(`${name}: ${refused.error ?? `answered ${response.status}`}`);
    }
    return answer;
  }
}

export interface PlatformTradersOptions {
  /** The server the traders call (its origin is also the sign-in domain). */
  serverUrl: string;
  exchangeUrl: string;
  builderAddress: Address;
  count: number;
  /** Mean time between one trader's trades (each waits a random 0.5-1.5 times this). */
  intervalMs: number;
  /** Credits the trader's one-time funding on the exchange (idempotent per key). */
  fund: (trader: Address, usdc: string, key: { txHash: Hex; logIndex: number }) => void;
  random?: () => number;
  /** A failed step (retried at the next turn). */
  log?: (line: string) => void;
}

interface Trader {
  readonly account: LocalAccount;
  readonly session: ServerSession;
  ready: boolean;
}

/** Runs the simulated platform traders until `stop`. */
export class PlatformTraders {
  private readonly info: InfoClient;
  private readonly transport: HttpTransport;
  private readonly random: () => number;
  private readonly traders: Trader[];
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();
  private markets: { readAt: number; list: Promise<PerpMarketSummary[]> } | undefined;
  private stopped = false;

  constructor(private readonly options: PlatformTradersOptions) {
    this.transport = new HttpTransport({ apiUrl: options.exchangeUrl, isTestnet: true });
    this.info = new InfoClient({ transport: this.transport });
    this.random = options.random ?? Math.random;
    this.traders = Array.from({ length: options.count }, (_, index) => {
      const account = privateKeyToAccount(platformTraderKey(index));
      options.fund(account.address, PLATFORM_TRADER_FUNDING_USDC, platformTraderFundingKey(index));
      return { account, session: new ServerSession(options.serverUrl, account), ready: false };
    });
  }

  get addresses(): Address[] {
    return this.traders.map((trader) => trader.account.address);
  }

  start(): this {
    for (const trader of this.traders) this.schedule(trader, this.random() * this.options.intervalMs);
    return this;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled([...this.running]);
  }

  private schedule(trader: Trader, delayMs: number): void {
    if (this.stopped) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      const turn = this.turn(trader)
        .catch((error: unknown) =>
          this.options.log?.(`platform trader ${trader.account.address}: ${(error as Error).message}`),
        )
        .finally(() => {
          this.running.delete(turn);
          this.schedule(trader, (0.5 + this.random()) * this.options.intervalMs);
        });
      this.running.add(turn);
    }, delayMs);
    this.timers.add(timer);
  }

  private async turn(trader: Trader): Promise<void> {
    if (!trader.ready) {
      await this.prepare(trader);
      trader.ready = true;
    }
    const user = trader.account.address;
    const [markets, state] = await Promise.all([this.readMarkets(), this.info.clearinghouseState({ user })]);
    const openCoins = state.assetPositions.map((entry) => entry.position.coin);
    const decision = nextTrade(markets, openCoins, this.random);
    if (!decision || this.stopped) return;
    const answer =
      decision.kind === 'close'
        ? await trader.session.call('market-close', { userAddress: user, symbol: decision.symbol })
        : await trader.session.call('place-order', {
            userAddress: user,
            userWallet: user,
            symbol: decision.symbol,
            side: decision.side,
            orderType: 'market',
            price: '',
            size: decision.size,
            leverage: decision.leverage,
            isSpot: false,
          });
    const error = statusError(answer);
    if (error) throw new Error(`${decision.kind} ${decision.symbol}: ${error}`);
  }

  private readMarkets(): Promise<PerpMarketSummary[]> {
    const now = Date.now();
    if (!this.markets || now - this.markets.readAt > MARKETS_MAX_AGE_MS) {
      const list = this.info.metaAndAssetCtxs().then(parsePerpMarkets);
      // A failed read is not kept: the next turn asks again.
      list.catch(() => {
        if (this.markets?.list === list) this.markets = undefined;
      });
      this.markets = { readAt: now, list };
    }
    return this.markets.list;
  }

  /** What a new user does once: an agent held by the server, approved with the builder fee. */
  private async prepare(trader: Trader): Promise<void> {
    const user = trader.account.address;
    const { builderAddress } = this.options;
    const held = await trader.session.call('get-agent-wallet', { userAddress: user });
    const agentAddress =
      held.agentAddress ??
      (await trader.session.call('create-agent-wallet', { userAddress: user })).agentAddress;
    const exchange = new ExchangeClient({ transport: this.transport, wallet: trader.account });
    const agents = await this.info.extraAgents({ user });
    if (!isAgentApproved(agentAddress, agents, Date.now())) {
      await exchange.approveAgent({ agentAddress, agentName: AGENT_NAME });
    }
    const maxFee = await this.info.maxBuilderFee({ user, builder: builderAddress });
    if (!isBuilderFeeApproved(builderAddress, maxFee)) {
      await exchange.approveBuilderFee({ builder: builderAddress, maxFeeRate: BUILDER_MAX_FEE_RATE });
    }
  }
}

/** The exchange's refusal of the one order, if it refused it (an IOC with no liquidity, margin). */
function statusError(answer: { data: { statuses: unknown[] } | null }): string | undefined {
  const [status] = answer.data?.statuses ?? [];
  return typeof status === 'object' && status !== null && 'error' in status
    ? String((status as { error: unknown }).error)
    : undefined;
}
