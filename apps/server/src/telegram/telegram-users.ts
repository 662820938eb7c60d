import { randomBytes } from 'node:crypto';
import {
  AUTHORIZATION_CODE_LENGTH,
  AUTHORIZATION_CODE_TTL_MS,
  AUTHORIZE_ATTEMPT_WINDOW_MS,
  AUTHORIZE_ATTEMPTS_PER_WINDOW,
  authorizationCodeFromBytes,
} from '@pluto/core';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../db/database-errors';
import type { Database } from '../db/schema';
import { decodeFillKeys, encodeFillKeys, type FillCursor } from './fill-cursor';
import { dropWaitingMessages } from './telegram-outbox';

/** Who is talking to the bot, as Telegram names them. */
export interface TelegramUser {
  id: number;
  /** @username, else the first name: what the page shows as the linked account. */
  name: string;
  chatId: number;
}

export type AuthorizeOutcome =
  | { kind: 'linked'; wallet: string }
  | { kind: 'refused' }
  | { kind: 'rate-limited'; retryAfterMs: number }
  | { kind: 'linked-elsewhere' };

export interface LinkStatus {
  linked: boolean;
  telegramName: string | null;
  /** When the wallet's live code expires (it is not shown again), null without one. */
  codeExpiresAt: Date | null;
}

/** Codes collide with probability n / 2^40 per draw; a few draws make a duplicate practically impossible. */
const CODE_DRAWS = 5;

/**
 * Seed 002 §4 "Authorization code", done on the server: a fresh code (CSPRNG) for `wallet`, valid
 * for 15 minutes; it replaces the wallet's previous code and resets `is_authorized`, so the wallet
 * is linked again only by the Telegram user who sends the new code.
 */
export async function issueAuthorizationCode(
  db: Kysely<Database>,
  wallet: string,
  now: Date = new Date(),
): Promise<{ code: string; expiresAt: Date }> {
  const walletAddress = wallet.toLowerCase();
  const expiresAt = new Date(now.getTime() + AUTHORIZATION_CODE_TTL_MS);
  for (let draw = 1; ; draw++) {
    const code = authorizationCodeFromBytes(randomBytes(AUTHORIZATION_CODE_LENGTH));
    const fields = { authorization_code: code, code_expires_at: expiresAt, is_authorized: false };
    try {
      await db
        .insertInto('telegram_users')
        .values({ wallet_address: walletAddress, telegram_user_id: 0, ...fields })
        .onConflict((conflict) => conflict.column('wallet_address').doUpdateSet(fields))
        .execute();
      return { code, expiresAt };
    } catch (error) {
      if (!isUniqueViolation(error) || draw >= CODE_DRAWS) throw error;
    }
  }
}

async function failedAttemptsSince(db: Kysely<Database>, telegramUserId: number, since: Date) {
  return db
    .selectFrom('telegram_authorize_attempts')
    .select('attempted_at')
    .where('telegram_user_id', '=', telegramUserId)
    .where('attempted_at', '>', since)
    .orderBy('attempted_at')
    .execute();
}

/**
 * /authorize {code} from `user`: links the code's wallet to them when the code is live and unused,
 * and uses the code up. Failed guesses are counted per Telegram user: AUTHORIZE_ATTEMPTS_PER_WINDOW
 * failures in AUTHORIZE_ATTEMPT_WINDOW_MS refuse further tries until the oldest leaves the window.
 */
export async function authorizeTelegramUser(
  db: Kysely<Database>,
  user: TelegramUser,
  code: string | undefined,
  now: Date = new Date(),
): Promise<AuthorizeOutcome> {
  const windowStart = new Date(now.getTime() - AUTHORIZE_ATTEMPT_WINDOW_MS);
  const failures = await failedAttemptsSince(db, user.id, windowStart);
  const oldest = failures[0]?.attempted_at;
  if (oldest && failures.length >= AUTHORIZE_ATTEMPTS_PER_WINDOW) {
    return {
      kind: 'rate-limited',
      retryAfterMs: oldest.getTime() + AUTHORIZE_ATTEMPT_WINDOW_MS - now.getTime(),
    };
  }
  if (await linkedWallet(db, user.id)) return { kind: 'linked-elsewhere' };

  const linked = code
    ? await db
        .updateTable('telegram_users')
        .set({
          is_authorized: true,
          telegram_user_id: user.id,
          telegram_username: user.name,
          chat_id: user.chatId,
          // A new link starts without notifications (a former link's opt-in and cursor do not carry over).
          notify_fills: false,
          authorization_code: null,
          code_expires_at: null,
        })
        .where('authorization_code', '=', code)
        .where('code_expires_at', '>', now)
        .returning('wallet_address')
        .executeTakeFirst()
        .catch((error: unknown) => {
          // The same Telegram user linked another wallet at the same moment.
          if (isUniqueViolation(error)) return 'linked-elsewhere' as const;
          throw error;
        })
    : undefined;
  if (linked === 'linked-elsewhere') return { kind: 'linked-elsewhere' };
  if (linked) return { kind: 'linked', wallet: linked.wallet_address };
  await db
    .insertInto('telegram_authorize_attempts')
    .values({ telegram_user_id: user.id, attempted_at: now })
    .execute();
  await db.deleteFrom('telegram_authorize_attempts').where('attempted_at', '<=', windowStart).execute();
  return { kind: 'refused' };
}

/** The wallet `telegramUserId` is linked to, if any. */
export async function linkedWallet(
  db: Kysely<Database>,
  telegramUserId: number,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('telegram_users')
    .select('wallet_address')
    .where('telegram_user_id', '=', telegramUserId)
    .where('is_authorized', '=', true)
    .executeTakeFirst();
  return row?.wallet_address;
}

const UNLINKED = {
  is_authorized: false,
  telegram_user_id: 0,
  telegram_username: null,
  chat_id: null,
  notify_fills: false,
} as const;

/** /unlink in the bot: the Telegram user's wallet no longer trades through them. */
export async function unlinkTelegramUser(db: Kysely<Database>, telegramUserId: number): Promise<boolean> {
  const result = await db
    .updateTable('telegram_users')
    .set(UNLINKED)
    .where('telegram_user_id', '=', telegramUserId)
    .where('is_authorized', '=', true)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Unlink on the page: the wallet's Telegram user can no longer trade for it; its live code is dropped too. */
export async function unlinkWallet(db: Kysely<Database>, wallet: string): Promise<void> {
  await db
    .updateTable('telegram_users')
    .set({ ...UNLINKED, authorization_code: null, code_expires_at: null })
    .where('wallet_address', '=', wallet.toLowerCase())
    .execute();
}

export async function walletLinkStatus(
  db: Kysely<Database>,
  wallet: string,
  now: Date = new Date(),
): Promise<LinkStatus> {
  const row = await db
    .selectFrom('telegram_users')
    .select(['is_authorized', 'telegram_username', 'code_expires_at'])
    .where('wallet_address', '=', wallet.toLowerCase())
    .executeTakeFirst();
  const codeExpiresAt = row?.code_expires_at && row.code_expires_at > now ? row.code_expires_at : null;
  return {
    linked: row?.is_authorized ?? false,
    telegramName: row?.is_authorized ? row.telegram_username : null,
    codeExpiresAt,
  };
}

/**
 * /notifications on|off for a linked Telegram user; false when they are not linked. Turning them on
 * starts from now: earlier fills are not sent. Either way the messages still waiting in the outbox
 * are dropped, so a message from before "off" never arrives after a later "on".
 */
export async function setFillNotifications(
  db: Kysely<Database>,
  telegramUserId: number,
  enabled: boolean,
  now: Date = new Date(),
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .updateTable('telegram_users')
      .set(
        enabled
          ? { notify_fills: true, notified_fills_until: now.getTime(), notified_fill_keys: '' }
          : { notify_fills: false },
      )
      .where('telegram_user_id', '=', telegramUserId)
      .where('is_authorized', '=', true)
      .returning('id')
      .executeTakeFirst();
    if (!user) return false;
    await dropWaitingMessages(trx, user.id);
    return true;
  });
}

export interface FillSubscriber {
  id: number;
  wallet: string;
  chatId: number;
  cursor: FillCursor;
  liquidationWarned: boolean;
}

function subscribers(db: Kysely<Database>) {
  return db
    .selectFrom('telegram_users')
    .select([
      'id',
      'wallet_address',
      'chat_id',
      'notified_fills_until',
      'notified_fill_keys',
      'liquidation_warned',
    ])
    .where('is_authorized', '=', true)
    .where('notify_fills', '=', true)
    .where('chat_id', 'is not', null);
}

type SubscriberRow = Awaited<ReturnType<ReturnType<typeof subscribers>['executeTakeFirstOrThrow']>>;

function toSubscriber(row: SubscriberRow): FillSubscriber {
  return {
    id: row.id,
    wallet: row.wallet_address,
    chatId: Number(row.chat_id),
    cursor: { time: Number(row.notified_fills_until), keys: decodeFillKeys(row.notified_fill_keys) },
    liquidationWarned: row.liquidation_warned,
  };
}

/** Linked users who turned notifications on. */
export async function fillSubscribers(db: Kysely<Database>): Promise<FillSubscriber[]> {
  return (await subscribers(db).execute()).map(toSubscriber);
}

/** `wallet`'s subscription as it stands now; undefined once notifications are off or it is unlinked. */
export async function fillSubscriber(
  db: Kysely<Database>,
  wallet: string,
): Promise<FillSubscriber | undefined> {
  const row = await subscribers(db).where('wallet_address', '=', wallet.toLowerCase()).executeTakeFirst();
  return row && toSubscriber(row);
}

/**
 * Moves a subscriber's cursor from `from` to `to` only if no one else moved it first: the one
 * server instance that wins sends those fills, so each fill is sent at most once.
 */
export async function claimFills(
  db: Kysely<Database>,
  id: number,
  from: FillCursor,
  to: FillCursor,
): Promise<boolean> {
  const result = await db
    .updateTable('telegram_users')
    .set({ notified_fills_until: to.time, notified_fill_keys: encodeFillKeys(to.keys) })
    .where('id', '=', id)
    .where('notified_fills_until', '=', from.time)
    .where('notified_fill_keys', '=', encodeFillKeys(from.keys))
    .where('notify_fills', '=', true)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Sets the subscriber's liquidation-warning flag from `!warned` to `warned`; true for the one caller
 * that changed it (it queues the warning), so an account is warned at most once per approach.
 */
export async function claimLiquidationWarning(
  db: Kysely<Database>,
  id: number,
  warned: boolean,
): Promise<boolean> {
  const result = await db
    .updateTable('telegram_users')
    .set({ liquidation_warned: warned })
    .where('id', '=', id)
    .where('liquidation_warned', '=', !warned)
    .where('notify_fills', '=', true)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
