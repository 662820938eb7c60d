/**
 * Messages on their way to Telegram: fill messages and liquidation warnings. Each is written in the
 * transaction that decided to send it (claiming fills moves the cursor, `claimFills`; a warning
 * flips the subscriber's flag, `claimLiquidationWarning`), so a message not sent yet is never only
 * in memory: a failed send is tried again, with a crash or a restart in between too. Each
 * subscriber's messages go out in order, the oldest first; a message waits while Telegram asks to
 * (429 `retry_after`) or cannot be reached, and is given up only when Telegram refuses it for good.
 */
import { GrammyError } from 'grammy';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The first wait after a failed send without `retry_after`; it doubles per attempt. */
export const OUTBOX_RETRY_BASE_MS = 1_000;
export const OUTBOX_RETRY_MAX_MS = 5 * 60_000;
/**
 * How long one server instance holds a message it is sending: another waits for it, and takes it
 * over once it runs out (the instance died mid-send).
 */
export const OUTBOX_LEASE_MS = 30_000;

/** What a failed send means: wait and send again, or give up (Telegram will never take it). */
export type SendFailure = { retryInMs: number } | { permanent: string };

/**
 * Telegram's answer to a refused send, by its error: 429 waits `retry_after` seconds; 403 (the user
 * blocked the bot or deleted the chat) and 400 (no such chat, a message it will never accept) are
 * final; anything else (Telegram unreachable, a 5xx, the bot's token being replaced) is tried again,
 * waiting twice as long each time up to five minutes.
 */
export function sendFailure(error: unknown, attempts: number): SendFailure {
  if (error instanceof GrammyError) {
    const retryAfter = error.parameters.retry_after;
    if (retryAfter !== undefined) return { retryInMs: retryAfter * 1000 };
    if (error.error_code === 403 || error.error_code === 400) return { permanent: error.description };
  }
  return { retryInMs: Math.min(OUTBOX_RETRY_BASE_MS * 2 ** attempts, OUTBOX_RETRY_MAX_MS) };
}

export interface OutboxMessage {
  id: number;
  text: string;
  attempts: number;
  /** When it may be sent (ms). */
  nextAttemptAt: number;
}

/** A given-up message is kept this long with its reason (support, diagnosis), then deleted. */
export const GIVEN_UP_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Writes messages to send (inside the transaction that decided to send them); a key already queued
 * for the subscriber is not again. Given-up messages past their keeping time are deleted meanwhile.
 */
export async function queueMessages(
  db: Kysely<Database>,
  subscriberId: number,
  messages: readonly { key: string; text: string }[],
  now = Date.now(),
): Promise<void> {
  if (messages.length === 0) return;
  await db
    .insertInto('telegram_outbox')
    .values(
      messages.map((message) => ({
        subscriber_id: subscriberId,
        message_key: message.key,
        text: message.text,
      })),
    )
    .onConflict((conflict) => conflict.columns(['subscriber_id', 'message_key']).doNothing())
    .execute();
  await db
    .deleteFrom('telegram_outbox')
    .where('failed_reason', 'is not', null)
    .where('created_at', '<', new Date(now - GIVEN_UP_KEPT_MS))
    .execute();
}

/**
 * Deletes the subscriber's messages still waiting to be sent, those whose key starts with
 * `keyPrefix` when given (a message no longer true, or notifications turned off).
 */
export async function dropWaitingMessages(
  db: Kysely<Database>,
  subscriberId: number,
  keyPrefix?: string,
): Promise<void> {
  let query = db
    .deleteFrom('telegram_outbox')
    .where('subscriber_id', '=', subscriberId)
    .where('failed_reason', 'is', null);
  if (keyPrefix !== undefined) query = query.where('message_key', 'like', `${keyPrefix}%`);
  await query.execute();
}

/** The subscriber's oldest message still to send, if any. */
export async function nextOutboxMessage(
  db: Kysely<Database>,
  subscriberId: number,
): Promise<OutboxMessage | undefined> {
  const row = await db
    .selectFrom('telegram_outbox')
    .select(['id', 'text', 'attempts', 'next_attempt_at'])
    .where('subscriber_id', '=', subscriberId)
    .where('failed_reason', 'is', null)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return (
    row && { id: row.id, text: row.text, attempts: row.attempts, nextAttemptAt: Number(row.next_attempt_at) }
  );
}

/** Takes the message for sending; false when another instance holds it. */
export async function leaseOutboxMessage(db: Kysely<Database>, id: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('telegram_outbox')
    .set({ leased_until: now + OUTBOX_LEASE_MS })
    .where('id', '=', id)
    .where('failed_reason', 'is', null)
    .where('leased_until', '<=', now)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function outboxMessageSent(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('telegram_outbox').where('id', '=', id).execute();
}

/** The send failed: counted, and left for its next attempt (or kept with why Telegram refused it). */
export async function outboxMessageFailed(
  db: Kysely<Database>,
  message: OutboxMessage,
  failure: SendFailure,
  now: number,
): Promise<void> {
  await db
    .updateTable('telegram_outbox')
    .set(
      'permanent' in failure
        ? { attempts: message.attempts + 1, leased_until: 0, failed_reason: failure.permanent }
        : { attempts: message.attempts + 1, leased_until: 0, next_attempt_at: now + failure.retryInMs },
    )
    .where('id', '=', message.id)
    .execute();
}
