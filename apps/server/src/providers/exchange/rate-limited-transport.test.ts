import { HttpRequestError, type IRequestTransport } from '@nktkas/hyperliquid';
import { EXCHANGE_BUSY_MESSAGE } from '@pluto/core';
import { describe, expect, it } from 'vitest';
import { FakeClock, flush } from '../../testing/fake-clock';
import { ExchangeBusyError, RateLimitedTransport, retryAfterMs } from './rate-limited-transport';
import { RequestBudget } from './request-budget';

/** An exchange answering from a script: each entry is an answer, or a status to fail with. */
class ScriptedExchange implements IRequestTransport {
  readonly isTestnet = true;
  calls = 0;

  constructor(private readonly script: (() => unknown)[]) {}

  async request<T>(): Promise<T> {
    const next = this.script[Math.min(this.calls++, this.script.length - 1)];
    return next?.() as T;
  }
}

function failWith(status: number, headers: Record<string, string> = {}) {
  return () => {
    throw new HttpRequestError({ response: new Response('null', { status, headers }), message: 'null' });
  };
}

function setUp(script: (() => unknown)[], maxWaitMs = 10_000) {
  const clock = new FakeClock();
  const exchange = new ScriptedExchange(script);
  const pauses: number[] = [];
  const transport = new RateLimitedTransport(exchange, new RequestBudget({ clock, random: () => 0 }), {
    maxWaitMs,
    onRateLimited: (pause) => pauses.push(pause),
  });
  return { clock, exchange, pauses, transport };
}

async function settle<T>(promise: Promise<T>, clock: FakeClock, ms: number) {
  const outcome: { value?: T; error?: unknown } = {};
  promise.then(
    (value) => {
      outcome.value = value;
    },
    (error: unknown) => {
      outcome.error = error;
    },
  );
  await flush();
  await clock.advance(ms);
  return outcome;
}

describe('RateLimitedTransport', () => {
  it('sends a request again after a 429, waiting for the Retry-After hint, and answers with the result', async () => {
    const { clock, exchange, pauses, transport } = setUp([
      failWith(429, { 'Retry-After': '2' }),
      () => ({ BTC: '1' }),
    ]);
    const answer = transport.request('info', { type: 'allMids' });
    await flush();
    expect(exchange.calls).toBe(1);
    await clock.advance(1_999);
    expect(exchange.calls).toBe(1);
    const outcome = await settle(answer, clock, 1);
    expect(outcome).toEqual({ value: { BTC: '1' } });
    expect(exchange.calls).toBe(2);
    expect(pauses).toEqual([2_000]);
  });

  it('never resends after another failure (an action may have been taken)', async () => {
    const { clock, exchange, transport } = setUp([failWith(500), () => ({ status: 'ok' })]);
    const outcome = await settle(
      transport.request('exchange', { action: { type: 'order', orders: [] } }),
      clock,
      60_000,
    );
    expect(outcome.error).toBeInstanceOf(HttpRequestError);
    expect(exchange.calls).toBe(1);
  });

  it('gives the caller a clear error once 429s keep it waiting past its wait', async () => {
    const { clock, exchange, pauses, transport } = setUp([failWith(429)], 5_000);
    const outcome = await settle(transport.request('info', { type: 'allMids' }), clock, 5_000);
    expect(outcome.error).toBeInstanceOf(ExchangeBusyError);
    expect((outcome.error as Error).message).toBe(EXCHANGE_BUSY_MESSAGE);
    // Sent at 0, 250, 750, 1750 and 3750 ms (equal jitter at its low end); the fifth pause ends
    // past the 5 s wait.
    expect(pauses).toEqual([250, 500, 1_000, 2_000, 4_000]);
    expect(exchange.calls).toBe(5);
  });
});

describe('optional requests (spareOnly)', () => {
  it('are refused at once, without reaching the exchange, when the budget has no spare weight', async () => {
    const clock = new FakeClock();
    const exchange = new ScriptedExchange([() => [{ universe: [] }, []]]);
    const budget = new RequestBudget({ weightPerMinute: 100, clock });
    const spare = new RateLimitedTransport(exchange, budget, { maxWaitMs: 10_000, spareOnly: true });
    // metaAndAssetCtxs weighs 20: two fit in the spare half, the third would pass it.
    await spare.request('info', { type: 'metaAndAssetCtxs' });
    await spare.request('info', { type: 'metaAndAssetCtxs' });
    await expect(spare.request('info', { type: 'metaAndAssetCtxs' })).rejects.toBeInstanceOf(
      ExchangeBusyError,
    );
    expect(exchange.calls).toBe(2);
  });
});

describe('retryAfterMs', () => {
  it('reads seconds or an HTTP date, and nothing else', () => {
    const now = Date.parse('2026-11-26T08:00:00Z');
    expect(retryAfterMs('3', now)).toBe(3_000);
    expect(retryAfterMs('Thu, 26 Nov 2026 08:00:05 GMT', now)).toBe(5_000);
    expect(retryAfterMs('Thu, 26 Nov 2026 07:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs(null, now)).toBeNull();
    expect(retryAfterMs('soon', now)).toBeNull();
    expect(retryAfterMs(' ', now)).toBeNull();
  });
});
