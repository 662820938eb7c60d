import type { UserFillsEvent } from '@nktkas/hyperliquid/api/subscription';
import {
  fillText,
  liquidationDistance,
  liquidationWarningStep,
  liquidationWarningText,
  type MarginStateLike,
} from '@pluto/core';
import type { Kysely } from 'kysely';
import type { Address } from 'viem';
import type { Database } from '../db/schema';
import type { Logger } from '../logger';
import type { ExchangeGateway } from '../providers/exchange/exchange-gateway';
import type { ExchangeUserFeed } from '../providers/exchange/user-feed';
import { advanceCursor, type FillCursor, fillKey, fillsAfter } from './fill-cursor';
import {
  dropWaitingMessages,
  leaseOutboxMessage,
  nextOutboxMessage,
  OUTBOX_LEASE_MS,
  outboxMessageFailed,
  outboxMessageSent,
  queueMessages,
  sendFailure,
} from './telegram-outbox';
import {
  claimFills,
  claimLiquidationWarning,
  type FillSubscriber,
  fillSubscriber,
  fillSubscribers,
} from './telegram-users';

type Fill = UserFillsEvent['fills'][number];

/**
 * How often the subscriber list is read again, for opt-ins and opt-outs made on another server
 * instance (this instance's own are applied at once through `sync`). Only the database is read.
 */
export const SUBSCRIBERS_SYNC_MS = 30_000;
/** `userFillsByTime` answers at most this many fills (hyperliquid-api §3.8); a full page asks again. */
const FILLS_PAGE = 2000;
/** The outbox key of a liquidation warning, followed by when it was decided (one per approach). */
const LIQUIDATION_WARNING_KEY = 'liquidation-warning:';
/** A claim lost to another instance is retried with the cursor it left, this many times. */
const CLAIM_ATTEMPTS = 3;

/**
 * Opt-in messages (/notifications on) from the exchange's WebSocket user feed: a message per fill
 * and a liquidation warning once per approach (core's 80 % / 60 % rule over the cross account and
 * each isolated position). After every (re)subscription, that is at start and after a reconnect,
 * the fills since the stored cursor are read with `userFillsByTime`, so none is missed; each batch
 * is claimed by moving the cursor (compare-and-set, so with several server instances one sends it)
 * and its messages written to the outbox in the same transaction, so none is claimed twice and
 * none lost: the outbox is sent in order and a failed send waits and is tried again
 * (`telegram-outbox.ts`). One user's events are handled one at a time, in order.
 */
export class FillNotifier {
  readonly #watched = new Map<
    string,
    { stop: Promise<(() => Promise<void>) | null>; queue: Promise<void> }
  >();
  #timer: NodeJS.Timeout | null = null;
  /** Per wallet, the next try of its outbox after a failed send. */
  readonly #retries = new Map<string, NodeJS.Timeout>();
  #syncing: Promise<void> | null = null;
  #syncAgain: Promise<void> | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly exchange: ExchangeGateway,
    private readonly feed: ExchangeUserFeed,
    private readonly send: (to: { wallet: string; chatId: number }, text: string) => Promise<unknown>,
    private readonly logger: Logger,
  ) {}

  /** Runs `task` after the wallet's earlier tasks; a failure is logged and does not stop later ones. */
  #enqueue(wallet: string, task: () => Promise<unknown>): void {
    const watched = this.#watched.get(wallet);
    if (!watched) return;
    watched.queue = watched.queue.then(task).then(
      () => undefined,
      (error: unknown) => this.logger.warn({ err: error, wallet }, 'telegram notification failed'),
    );
  }

  /** Claims the fills among `candidates` not claimed yet and queues their messages, then sends them. */
  async #deliver(wallet: string, candidates: readonly Fill[]): Promise<void> {
    for (let attempt = 0; attempt < CLAIM_ATTEMPTS; attempt++) {
      const subscriber = await fillSubscriber(this.db, wallet);
      if (!subscriber) return;
      const fresh = fillsAfter(candidates, subscriber.cursor);
      if (fresh.length === 0) return;
      const claimed = await this.db.transaction().execute(async (trx) => {
        const next = advanceCursor(subscriber.cursor, fresh);
        if (!(await claimFills(trx, subscriber.id, subscriber.cursor, next))) return false;
        const messages = fresh.map((fill) => ({ key: fillKey(fill), text: fillText(fillMessage(fill)) }));
        await queueMessages(trx, subscriber.id, messages);
        return true;
      });
      if (claimed) return this.#sendOutbox(wallet);
    }
  }

  /**
   * Sends the wallet's queued messages, oldest first. A failed send stops the queue (the messages
   * keep their order) until its next try, planned here; one Telegram refuses for good is recorded
   * and skipped.
   */
  async #sendOutbox(wallet: string): Promise<void> {
    this.#clearRetry(wallet);
    for (;;) {
      const subscriber = await fillSubscriber(this.db, wallet);
      if (!subscriber) return;
      const message = await nextOutboxMessage(this.db, subscriber.id);
      if (!message) return;
      const now = Date.now();
      if (message.nextAttemptAt > now) return this.#retryLater(wallet, message.nextAttemptAt - now);
      // Another instance is sending it: looked at again once its hold would have run out.
      if (!(await leaseOutboxMessage(this.db, message.id, now)))
        return this.#retryLater(wallet, OUTBOX_LEASE_MS);
      try {
        await this.send(subscriber, message.text);
      } catch (error) {
        const failure = sendFailure(error, message.attempts);
        await outboxMessageFailed(this.db, message, failure, Date.now());
        if ('retryInMs' in failure) {
          this.logger.warn({ err: error, wallet, retryInMs: failure.retryInMs }, 'telegram message not sent');
          return this.#retryLater(wallet, failure.retryInMs);
        }
        this.logger.warn({ err: error, wallet }, 'telegram message refused for good');
        continue;
      }
      await outboxMessageSent(this.db, message.id);
    }
  }

  #retryLater(wallet: string, delayMs: number): void {
    this.#clearRetry(wallet);
    const timer = setTimeout(() => {
      this.#retries.delete(wallet);
      this.#enqueue(wallet, () => this.#sendOutbox(wallet));
    }, delayMs);
    timer.unref();
    this.#retries.set(wallet, timer);
  }

  #clearRetry(wallet: string): void {
    clearTimeout(this.#retries.get(wallet));
    this.#retries.delete(wallet);
  }

  /** Reads and sends the fills since the stored cursor, a page at a time. */
  async #catchUp(wallet: string): Promise<void> {
    let from: FillCursor | undefined = (await fillSubscriber(this.db, wallet))?.cursor;
    while (from) {
      const page = await this.exchange.info.userFillsByTime({
        user: wallet as Address,
        startTime: from.time,
      });
      await this.#deliver(wallet, page);
      const cursor: FillCursor | undefined = (await fillSubscriber(this.db, wallet))?.cursor;
      // Another page only when this one was full and moved the cursor on (else it would repeat).
      from = page.length >= FILLS_PAGE && cursor && cursor.time > from.time ? cursor : undefined;
    }
    // Messages queued before (by this instance or one that stopped) and not sent yet.
    await this.#sendOutbox(wallet);
  }

  /**
   * Warns once per approach: the flag's flip and the warning's message are one transaction, then the
   * outbox sends it. Recovered before a failed warning could be sent again, it is dropped: it is no
   * longer true.
   */
  async #warnLiquidation(wallet: string, state: MarginStateLike): Promise<void> {
    const subscriber = await fillSubscriber(this.db, wallet);
    if (!subscriber) return;
    const distance = liquidationDistance(state);
    const step = liquidationWarningStep(distance.ratio, subscriber.liquidationWarned);
    if (step === 'none') return;
    const claimed = await this.db.transaction().execute(async (trx) => {
      if (!(await claimLiquidationWarning(trx, subscriber.id, step === 'warn'))) return false;
      if (step === 'warn') {
        const warning = {
          key: `${LIQUIDATION_WARNING_KEY}${Date.now()}`,
          text: liquidationWarningText(distance),
        };
        await queueMessages(trx, subscriber.id, [warning]);
      } else {
        await dropWaitingMessages(trx, subscriber.id, LIQUIDATION_WARNING_KEY);
      }
      return true;
    });
    if (claimed && step === 'warn') await this.#sendOutbox(wallet);
  }

  #watch(wallet: string): void {
    const entry = { stop: Promise.resolve<(() => Promise<void>) | null>(null), queue: Promise.resolve() };
    this.#watched.set(wallet, entry);
    entry.stop = this.feed
      .watch(wallet as Address, {
        fills: (event) =>
          this.#enqueue(wallet, () =>
            event.isSnapshot ? this.#catchUp(wallet) : this.#deliver(wallet, event.fills),
          ),
        account: (event) =>
          this.#enqueue(wallet, () => this.#warnLiquidation(wallet, event.clearinghouseState)),
        lost: (reason) => {
          // Watched afresh at the next sync, whose subscription starts with a catch-up.
          this.logger.warn({ err: reason, wallet }, 'telegram notifications: user feed lost');
          if (this.#watched.get(wallet) === entry) void this.#unwatch(wallet);
        },
      })
      .catch((error: unknown) => {
        // Watched again at the next sync.
        this.logger.warn({ err: error, wallet }, 'telegram notifications: user feed refused');
        if (this.#watched.get(wallet) === entry) this.#watched.delete(wallet);
        return null;
      });
  }

  async #unwatch(wallet: string): Promise<void> {
    const entry = this.#watched.get(wallet);
    if (!entry) return;
    this.#watched.delete(wallet);
    this.#clearRetry(wallet);
    const stop = await entry.stop;
    await stop?.();
  }

  /**
   * Watches exactly the current subscribers' wallets; resolves once their subscriptions stand. A
   * call during a sync runs another after it, as the running one may have read the list too early.
   */
  sync(): Promise<void> {
    if (this.#syncing) {
      this.#syncAgain ??= this.#syncing.then(() => {
        this.#syncAgain = null;
        return this.sync();
      });
      return this.#syncAgain;
    }
    this.#syncing = (async () => {
      const wallets = new Set(
        (await fillSubscribers(this.db)).map((subscriber: FillSubscriber) => subscriber.wallet),
      );
      for (const wallet of wallets) if (!this.#watched.has(wallet)) this.#watch(wallet);
      await Promise.all(
        [...this.#watched.keys()]
          .filter((wallet) => !wallets.has(wallet))
          .map((wallet) => this.#unwatch(wallet)),
      );
      await Promise.all([...this.#watched.values()].map((entry) => entry.stop));
    })().finally(() => {
      this.#syncing = null;
    });
    return this.#syncing;
  }

  /** Resolves once every event received so far is handled (tests, shutdown). */
  async settled(): Promise<void> {
    for (;;) {
      const queues = [...this.#watched.values()].map((entry) => entry.queue);
      await Promise.all(queues);
      const now = [...this.#watched.values()].map((entry) => entry.queue);
      if (now.length === queues.length && now.every((queue, index) => queue === queues[index])) return;
    }
  }

  start(intervalMs = SUBSCRIBERS_SYNC_MS): void {
    if (this.#timer) return;
    const sync = () =>
      this.sync().catch((error: unknown) =>
        this.logger.warn({ err: error }, 'telegram notifications sync failed'),
      );
    void sync();
    this.#timer = setInterval(sync, intervalMs);
    this.#timer.unref();
  }

  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await Promise.all([...this.#watched.keys()].map((wallet) => this.#unwatch(wallet)));
    await this.feed.close();
  }
}

function fillMessage(fill: Fill) {
  return {
    side: fill.side === 'B' ? ('buy' as const) : ('sell' as const),
    asset: fill.coin,
    size: fill.sz,
    averagePrice: fill.px,
    fee: fill.fee,
  };
}
