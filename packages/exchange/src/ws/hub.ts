import type { CommandEvents } from '../events';
import { LIQUIDATOR } from '../liquidation';
import type { OrderRecord, OrderStatus } from '../order-record';
import { type StoredTrade, tradeWire } from '../trade-record';
import * as views from '../views';
import type { WsClient } from './client';
import * as feeds from './feeds';
import { type Sub, subKey } from './subscriptions';

/**
 * Subscription registry and fan-out. Event-like channels (orderUpdates, userEvents, userFills,
 * userFundings, notification, trades, candle) are sent synchronously from the service's command
 * listener, so a client hears of its order in the same event-loop turn as the matching. State-like
 * channels (l2Book, bbo, allMids, activeAssetCtx and the user snapshots) are marked dirty and sent once
 * per turn from a microtask, coalescing bursts of commands; unchanged books are not re-sent. Every
 * frame is serialised once per subscription key, whatever the number of subscribers.
 */

interface Entry {
  readonly sub: Sub;
  readonly clients: Set<WsClient>;
}

/** Cancels the engine made on the user's behalf (not the user's own cancel): `nonUserCancel`. */
const NON_USER_CANCELS = new Set<OrderStatus>([
  'marginCanceled',
  'reduceOnlyCanceled',
  'selfTradeCanceled',
  'liquidatedCanceled',
  'scheduledCancel',
  'siblingFilledCanceled',
  'openInterestCapCanceled',
]);

/** User-state channels refreshed when the user (or, on oracle updates, any mark) changes. */
const USER_STATE = ['clearinghouseState', 'openOrders', 'webData3'] as const;

export class Hub {
  private readonly entries = new Map<string, Entry>();
  /** Keys per coin and per user, for dispatch without scanning every key. */
  private readonly coinKeys = new Map<string, Set<string>>();
  private readonly userKeys = new Map<string, Set<string>>();
  /** Last payload sent per deduplicated key (books, bbo, mids, asset contexts). */
  private readonly lastSent = new Map<string, string>();
  private readonly dirtyAssets = new Set<number>();
  private readonly dirtyUsers = new Set<string>();
  private oracleDirty = false;
  private scheduled = false;

  constructor(private readonly src: feeds.FeedSource) {}

  /** False when already subscribed. */
  add(client: WsClient, sub: Sub): boolean {
    const key = subKey(sub);
    if (client.subs.has(key)) return false;
    client.subs.set(key, sub);
    let e = this.entries.get(key);
    if (!e) {
      e = { sub, clients: new Set() };
      this.entries.set(key, e);
      const index = 'user' in sub ? this.userKeys : 'coin' in sub ? this.coinKeys : null;
      const id = 'user' in sub ? sub.user : 'coin' in sub ? sub.coin : '';
      if (index) index.set(id, (index.get(id) ?? new Set()).add(key));
    }
    e.clients.add(client);
    return true;
  }

  /** False when not subscribed. */
  remove(client: WsClient, sub: Sub): boolean {
    const key = subKey(sub);
    if (!client.subs.delete(key)) return false;
    const e = this.entries.get(key);
    if (!e) return true;
    e.clients.delete(client);
    if (e.clients.size > 0) return true;
    this.entries.delete(key);
    this.lastSent.delete(key);
    const index = 'user' in sub ? this.userKeys : 'coin' in sub ? this.coinKeys : null;
    const id = 'user' in sub ? sub.user : 'coin' in sub ? sub.coin : '';
    const keys = index?.get(id);
    keys?.delete(key);
    if (index && keys?.size === 0) index.delete(id);
    return true;
  }

  drop(client: WsClient): void {
    for (const sub of [...client.subs.values()]) this.remove(client, sub);
  }

  /** The service's command listener. */
  onEvents(ev: CommandEvents): void {
    const { state } = this.src;
    const byUser = new Map<string, OrderRecord[]>();
    for (const o of ev.orders) byUser.set(o.user, [...(byUser.get(o.user) ?? []), o]);
    for (const [user, orders] of byUser) {
      this.publish(`orderUpdates|${user}`, 'orderUpdates', () =>
        orders.map((o) => feeds.orderUpdate(state, o)),
      );
      this.publish(`userHistoricalOrders|${user}`, 'userHistoricalOrders', () => ({
        user,
        orderHistory: orders.map((o) => views.historicalOrder(state, o)),
      }));
      const nonUser = orders.filter((o) => NON_USER_CANCELS.has(o.status));
      if (nonUser.length > 0)
        this.publish(`userEvents|${user}`, 'user', () => ({
          nonUserCancel: nonUser.map((o) => ({
            coin: state.markets[o.asset]?.market.name ?? '',
            oid: o.oid,
          })),
        }));
    }
    for (const [user, fills] of ev.fills) {
      if (fills.length === 0) continue;
      this.publish(`userFills|${user}|false`, 'userFills', () => ({ user, fills: [...fills] }));
      this.publish(`userFills|${user}|true`, 'userFills', () => ({
        user,
        fills: views.aggregateFills(fills),
      }));
      this.publish(`userEvents|${user}`, 'user', () => ({ fills: [...fills] }));
    }
    for (const [user, list] of ev.fundings) {
      this.publish(`userFundings|${user}`, 'userFundings', () => ({
        user,
        fundings: list.map(feeds.fundingEntry),
      }));
      for (const f of list) {
        const { time: _t, ...funding } = feeds.fundingEntry(f);
        this.publish(`userEvents|${user}`, 'user', () => ({ funding }));
      }
    }
    for (const [user, entries] of ev.ledger) {
      if (entries.length > 0)
        this.publish(`userNonFundingLedgerUpdates|${user}`, 'userNonFundingLedgerUpdates', () =>
          feeds.ledgerUpdates(user, entries),
        );
      for (const e of entries) {
        const d = e.delta;
        if (d.type === 'liquidation')
          this.publish(`userEvents|${user}`, 'user', () => ({
            liquidation: {
              lid: ev.seq,
              liquidator: LIQUIDATOR as `0x${string}`,
              liquidated_user: user as `0x${string}`,
              liquidated_ntl_pos: d.liquidatedNtlPos,
              liquidated_account_value: d.accountValue,
            },
          }));
        const text =
          d.type === 'deposit'
            ? `Deposit of ${d.usdc} USDC credited`
            : d.type === 'withdraw'
              ? `Withdrawal of ${d.usdc} USDC requested`
              : d.type === 'liquidation'
                ? `Liquidated: ${d.liquidatedPositions.map((p) => `${p.szi} ${p.coin}`).join(', ')} (${d.leverageType})`
                : null;
        if (text) this.publish(`notification|${user}`, 'notification', () => ({ notification: text }));
      }
    }
    if (ev.trades.length > 0) this.onTrades(ev.trades);
    for (const a of ev.assets) this.dirtyAssets.add(a);
    for (const u of ev.users) this.dirtyUsers.add(u);
    if (ev.oracle) this.oracleDirty = true;
    if (!this.scheduled && (this.dirtyAssets.size > 0 || this.dirtyUsers.size > 0 || this.oracleDirty)) {
      this.scheduled = true;
      queueMicrotask(() => this.flush());
    }
  }

  private onTrades(trades: readonly StoredTrade[]): void {
    const byCoin = new Map<string, StoredTrade[]>();
    for (const t of trades) byCoin.set(t.coin, [...(byCoin.get(t.coin) ?? []), t]);
    for (const [coin, list] of byCoin) {
      this.publish(`trades|${coin}`, 'trades', () => list.map(tradeWire));
      for (const key of this.coinKeys.get(coin) ?? []) {
        const sub = this.entries.get(key)?.sub;
        if (sub?.type !== 'candle') continue;
        this.publish(key, 'candle', () => this.src.market?.live(coin, sub.interval) ?? null);
      }
    }
  }

  /** Sends the dirty state-like channels (once per event-loop turn). */
  flush(): void {
    this.scheduled = false;
    const { state } = this.src;
    if (this.dirtyAssets.size > 0 && this.entries.has('allMids'))
      this.publishChanged('allMids', 'allMids', () => ({ mids: views.allMids(state) }));
    // Contexts move with the oracle and mark (funding, premium) as well as with trades and books.
    if ((this.dirtyAssets.size > 0 || this.oracleDirty) && this.entries.has('assetCtxs'))
      this.publishChanged('assetCtxs', 'assetCtxs', () => feeds.assetCtxs(this.src));
    for (const asset of this.dirtyAssets) {
      const coin = state.markets[asset]?.market.name;
      for (const key of (coin && this.coinKeys.get(coin)) || []) {
        const sub = this.entries.get(key)?.sub;
        if (!sub || !coin) continue;
        if (sub.type === 'l2Book') this.publishChanged(key, 'l2Book', () => feeds.l2Book(this.src, sub));
        else if (sub.type === 'bbo') this.publishChanged(key, 'bbo', () => feeds.bbo(this.src, coin));
        else if (sub.type === 'activeAssetCtx')
          this.publishChanged(key, 'activeAssetCtx', () => feeds.activeAssetCtx(this.src, coin));
      }
    }
    const users = this.oracleDirty ? [...this.userKeys.keys()] : [...this.dirtyUsers];
    for (const user of users) {
      const keys = this.userKeys.get(user);
      if (!keys) continue;
      for (const channel of USER_STATE) {
        if (!keys.has(`${channel}|${user}`)) continue;
        this.publish(`${channel}|${user}`, channel, () =>
          channel === 'clearinghouseState'
            ? feeds.clearinghouseState(state, user)
            : channel === 'openOrders'
              ? feeds.openOrders(state, user)
              : feeds.webData3(state, user),
        );
      }
      for (const key of keys) {
        const sub = this.entries.get(key)?.sub;
        if (sub?.type === 'activeAssetData')
          this.publish(key, 'activeAssetData', () => views.activeAssetData(state, user, sub.coin));
      }
    }
    this.dirtyAssets.clear();
    this.dirtyUsers.clear();
    this.oracleDirty = false;
  }

  /** Serialises `data()` once and sends it to every subscriber of `key` (nothing when none or null). */
  private publish(key: string, channel: string, data: () => unknown): void {
    const e = this.entries.get(key);
    if (!e) return;
    const d = data();
    if (d === null) return;
    // Encoded once: ws would otherwise convert the string for every client.
    const frame = Buffer.from(JSON.stringify({ channel, data: d }));
    for (const c of e.clients) c.send(frame);
  }

  /** As `publish`, but skips a payload equal to the last one sent (ignoring its `time`). */
  private publishChanged(key: string, channel: string, data: () => unknown): void {
    const e = this.entries.get(key);
    if (!e) return;
    const d = data();
    if (d === null) return;
    const body = JSON.stringify(d, (k, v: unknown) => (k === 'time' ? undefined : v));
    if (this.lastSent.get(key) === body) return;
    this.lastSent.set(key, body);
    const frame = Buffer.from(JSON.stringify({ channel, data: d }));
    for (const c of e.clients) c.send(frame);
  }
}
