import { fillText, liquidationWarningStep, liquidationWarningText, maintenanceRatio } from '@pluto/core';
import type { Kysely } from 'kysely';
import type { Address } from 'viem';
import type { Database } from '../db/schema';
import type { Logger } from '../logger';
import type { ExchangeGateway } from '../providers/exchange/exchange-gateway';
import { claimFills, claimLiquidationWarning, type FillSubscriber, fillSubscribers } from './telegram-users';

/** How often the exchange is asked for new fills (and the margin) of the subscribed users. */
export const FILL_CHECK_INTERVAL_MS = 5_000;

/**
 * Opt-in messages (/notifications on): each round reads the subscribers' fills since their cursor
 * from the exchange, claims them by moving the cursor (compare-and-set, so with several server
 * instances one sends them) and sends one message per fill; then it checks the cross account's
 * maintenance margin and sends a liquidation warning once per approach (core's 80 % / 60 % rule).
 */
export class FillNotifier {
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<number> | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly exchange: ExchangeGateway,
    private readonly send: (chatId: number, text: string) => Promise<unknown>,
    private readonly logger: Logger,
  ) {}

  async #notify(subscriber: FillSubscriber): Promise<number> {
    return (await this.#sendFills(subscriber)) + (await this.#warnLiquidation(subscriber));
  }

  async #sendFills(subscriber: FillSubscriber): Promise<number> {
    const fills = await this.exchange.info.userFillsByTime({
      user: subscriber.wallet as Address,
      startTime: subscriber.notifiedUntil + 1,
    });
    const fresh = fills
      .filter((fill) => fill.time > subscriber.notifiedUntil)
      .sort((a, b) => a.time - b.time);
    const newest = fresh.at(-1)?.time;
    if (newest === undefined) return 0;
    if (!(await claimFills(this.db, subscriber.id, subscriber.notifiedUntil, newest))) return 0;
    for (const fill of fresh) {
      const text = fillText({
        side: fill.side === 'B' ? 'buy' : 'sell',
        asset: fill.coin,
        size: fill.sz,
        averagePrice: fill.px,
        fee: fill.fee,
      });
      await this.send(subscriber.chatId, text);
    }
    return fresh.length;
  }

  async #warnLiquidation(subscriber: FillSubscriber): Promise<number> {
    const state = await this.exchange.info.clearinghouseState({ user: subscriber.wallet as Address });
    const ratio = maintenanceRatio(state.crossMaintenanceMarginUsed, state.crossMarginSummary.accountValue);
    const step = liquidationWarningStep(ratio, subscriber.liquidationWarned);
    if (step === 'none' || !(await claimLiquidationWarning(this.db, subscriber.id, step === 'warn')))
      return 0;
    if (step === 'rearm') return 0;
    await this.send(subscriber.chatId, liquidationWarningText(ratio));
    return 1;
  }

  /** One round; answers how many messages were sent. A failing subscriber does not stop the others. */
  async notifyOnce(): Promise<number> {
    this.#running ??= (async () => {
      let sent = 0;
      for (const subscriber of await fillSubscribers(this.db)) {
        sent += await this.#notify(subscriber).catch((error: unknown) => {
          this.logger.warn({ err: error, telegramRow: subscriber.id }, 'fill notification failed');
          return 0;
        });
      }
      return sent;
    })().finally(() => {
      this.#running = null;
    });
    return this.#running;
  }

  start(intervalMs = FILL_CHECK_INTERVAL_MS): void {
    if (this.#timer) return;
    this.#timer = setInterval(() => {
      this.notifyOnce().catch((error: unknown) =>
        this.logger.warn({ err: error }, 'fill notifications failed'),
      );
    }, intervalMs);
    this.#timer.unref();
  }

  stop(): void {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
  }
}
