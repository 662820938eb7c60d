import { creditLimitText } from '@pluto/core';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { HttpError } from '../http/http-error';

/** Who pays an analysis: a signed-in wallet, or a visitor's IP. */
export interface CreditPayer {
  subject: string;
  allowance: number;
  signedIn: boolean;
}

function utcDay(now: number): string {
  return new Date(now).toISOString().slice(0, 10);
}

/**
 * Takes `cost` credits from the payer's allowance for today (UTC) in one statement, so concurrent
 * calls cannot overspend; answers what remains, or refuses with 429 and changes no one's credits.
 */
export async function spendCredits(
  db: Kysely<Database>,
  payer: CreditPayer,
  cost: number,
  now: number,
): Promise<number> {
  const refuse = () => new HttpError(429, creditLimitText(payer.allowance, payer.signedIn));
  if (cost > payer.allowance) throw refuse();
  // Only today's row counts: earlier days' rows are deleted, so the table holds one day of payers.
  await db.deleteFrom('ai_credit_usage').where('day', '<', utcDay(now)).execute();
  const row = await db
    .insertInto('ai_credit_usage')
    .values({ subject: payer.subject, day: utcDay(now), used: cost })
    .onConflict((conflict) =>
      conflict
        .columns(['subject', 'day'])
        .doUpdateSet({ used: sql`ai_credit_usage.used + ${cost}` })
        .where(sql<boolean>`ai_credit_usage.used + ${cost} <= ${payer.allowance}`),
    )
    .returning('used')
    .executeTakeFirst();
  if (!row) throw refuse();
  return payer.allowance - row.used;
}

/** Gives back credits taken for an analysis that then failed. */
export async function refundCredits(
  db: Kysely<Database>,
  payer: CreditPayer,
  cost: number,
  now: number,
): Promise<void> {
  await db
    .updateTable('ai_credit_usage')
    .set({ used: sql`greatest(used - ${cost}, 0)` })
    .where('subject', '=', payer.subject)
    .where('day', '=', utcDay(now))
    .execute();
}
