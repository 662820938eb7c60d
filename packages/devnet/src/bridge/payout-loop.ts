import { type Address, type Hex, keccak256, stringToHex } from 'viem';
import type { BridgePayer } from './payout';
import { PollLoop } from './poll-loop';

/** A withdrawal the exchange accepted and has not yet been told is paid (its `pendingWithdrawals()`). */
export interface PendingPayout {
  readonly id: number;
  readonly user: string;
  readonly destination: string;
  /** Net of the $1 fee, USDC decimal string. */
  readonly usdc: string;
  readonly nonce: number;
}

/** What the payout loop needs from the exchange engine (`ExchangeService` has both methods). */
export interface WithdrawalQueue {
  pendingWithdrawals(): readonly PendingPayout[];
  ackWithdrawal(id: number): boolean;
}

export interface PayoutLoopOptions {
  queue: WithdrawalQueue;
  payer: BridgePayer;
  /**
   * Makes the Arbitrum chain's state durable after a payout and before the exchange forgets the
   * withdrawal, so a chain restarted from its saved state still holds every acknowledged payout.
   */
  afterPayout?: () => Promise<void>;
  pollIntervalMs?: number;
  onError?: (error: unknown) => void;
}

/**
 * The on-chain id of an engine withdrawal. Engine ids are small counters, so the user and the
 * withdraw3 nonce go in too: two data folders sharing one chain can never collide on an id.
 */
export function withdrawalIdOf(pending: PendingPayout): Hex {
  return keccak256(
    stringToHex(`pluto withdrawal ${pending.id} ${pending.user.toLowerCase()} ${pending.nonce}`),
  );
}

/**
 * Pays the exchange's pending withdrawals from the bridge, then acknowledges them. Exactly once across
 * crashes: the bridge refuses a paid id (`BridgePayer` answers `already-paid`), and the ack comes only
 * after a confirmed or already-made payment, so a crash in between pays nothing twice and loses nothing.
 */
export class PayoutLoop {
  private readonly loop: PollLoop;

  constructor(private readonly options: PayoutLoopOptions) {
    this.loop = new PollLoop(() => this.poll(), options.pollIntervalMs ?? 1000, options.onError);
  }

  /** Pays and acknowledges every pending withdrawal once; returns the ids acknowledged. */
  async poll(): Promise<number[]> {
    const pending = this.options.queue.pendingWithdrawals();
    const paid: PendingPayout[] = [];
    for (const withdrawal of pending) {
      try {
        await this.options.payer.pay({
          withdrawalId: withdrawalIdOf(withdrawal),
          destination: withdrawal.destination as Address,
          usdc: withdrawal.usdc,
        });
        paid.push(withdrawal);
      } catch (error) {
        // One failing payout must not hold up the others; it is retried on the next poll.
        this.options.onError?.(error);
      }
    }
    if (paid.length === 0) return [];
    await this.options.afterPayout?.();
    for (const withdrawal of paid) this.options.queue.ackWithdrawal(withdrawal.id);
    return paid.map((withdrawal) => withdrawal.id);
  }

  /** Polls every `pollIntervalMs` (default 1 s) until `stop()`. */
  start(): void {
    this.loop.start();
  }

  /** Resolves once no payout is in flight. */
  stop(): Promise<void> {
    return this.loop.stop();
  }
}
