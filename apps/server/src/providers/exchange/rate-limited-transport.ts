import { HttpRequestError, type IRequestTransport, TransportError } from '@nktkas/hyperliquid';
import { answerWeight, EXCHANGE_BUSY_MESSAGE, type ExchangeEndpoint, requestWeight } from '@pluto/core';
import { BudgetWaitExpired, type RequestBudget } from './request-budget';

/** Raised to the caller when a request could not be sent within its wait (the budget stayed spent). */
export class ExchangeBusyError extends TransportError {
  constructor() {
    super(EXCHANGE_BUSY_MESSAGE);
    this.name = 'ExchangeBusyError';
  }
}

/** The ms a 429's `Retry-After` asks for (seconds or an HTTP date), or null without a usable one. */
export function retryAfterMs(header: string | null | undefined, now: number): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (header.trim() !== '' && Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

function rateLimitResponse(error: unknown): Response | undefined {
  return error instanceof HttpRequestError && error.response?.status === 429 ? error.response : undefined;
}

export interface RateLimitedTransportOptions {
  /** How long a request may wait for the budget, 429 retries included, before ExchangeBusyError. */
  maxWaitMs: number;
  /**
   * Optional requests: sent only while the budget has spare weight (`RequestBudget.hasSpare`), else
   * refused at once with ExchangeBusyError, never queued.
   */
  spareOnly?: boolean;
  /** Told of every 429 the exchange answered (and the pause taken), for logs and tests. */
  onRateLimited?: (pauseMs: number) => void;
}

/**
 * A transport that keeps the server within the exchange's per-IP request weight (doc §7): each
 * request spends its weight (core `requestWeight`) from the shared `RequestBudget` before it is
 * sent, waiting its turn when the budget is spent, and history answers add theirs. A 429 means the
 * exchange did not take the request, so it is sent again after the backoff; any other failure (a
 * timeout after an action may have been acknowledged) goes to the caller untouched, never resent.
 */
export class RateLimitedTransport implements IRequestTransport {
  readonly isTestnet: boolean;
  constructor(
    private readonly inner: IRequestTransport,
    private readonly budget: RequestBudget,
    private readonly options: RateLimitedTransportOptions,
  ) {
    this.isTestnet = inner.isTestnet;
  }

  async request<T>(endpoint: ExchangeEndpoint, payload: unknown, signal?: AbortSignal): Promise<T> {
    const weight = requestWeight(endpoint, payload);
    if (this.options.spareOnly && !this.budget.hasSpare(weight)) throw new ExchangeBusyError();
    const deadline = this.budget.now() + this.options.maxWaitMs;
    for (;;) {
      try {
        await this.budget.acquire(weight, deadline, signal);
      } catch (error) {
        throw error instanceof BudgetWaitExpired ? new ExchangeBusyError() : error;
      }
      const sentAt = this.budget.now();
      try {
        const answer = await this.inner.request<T>(endpoint, payload, signal);
        this.budget.release(weight, true);
        this.budget.succeeded();
        if (endpoint === 'info') this.budget.charge(answerWeight(payload, answer));
        return answer;
      } catch (error) {
        const response = rateLimitResponse(error);
        this.budget.release(weight, !response);
        if (!response) throw error;
        const hint = retryAfterMs(response.headers.get('retry-after'), this.budget.now());
        const pause = this.budget.rateLimited(hint, sentAt);
        this.options.onRateLimited?.(pause);
      }
    }
  }
}
