import {
  ADMIN_PAGE_SIZE,
  ADMIN_ROLE_REQUIRED_TEXT,
  ADMIN_TEXTS,
  type AdminPair,
  type AdminRole,
  type AdminToken,
  canDelete,
  firstTokenFormError,
  getChainById,
  pairFormErrors,
  pairLabel,
  type ReceivedTokenPayload,
  tokenFormOfPayload,
  tokenInUseText,
  tokenPayloadOf,
} from '@pluto/core';
import { type ExpressionBuilder, type Kysely, type Selectable, sql } from 'kysely';
import { isForeignKeyViolation, isUniqueViolation } from '../db/database-errors';
import type { Database, TokensTable } from '../db/schema';
import { HttpError } from '../http/http-error';
import { recordAudit } from './audit-log';

/** The signed-in admin making a change, with the role the database gives them. */
export interface Actor {
  wallet: string;
  role: AdminRole;
}

type TokenRow = Selectable<TokensTable>;
type TokenInput = ReceivedTokenPayload;
export interface PairInput {
  id?: number | undefined;
  chain_id?: number | null | undefined;
  base_token_id?: number | null | undefined;
  quote_token_id?: number | null | undefined;
  is_enabled: boolean;
}

/** A search term as a case-insensitive `LIKE` pattern matching it anywhere ('%' and '_' taken literally). */
function containsPattern(search: string): string {
  return `%${search.trim().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function toAdminToken(row: TokenRow): AdminToken {
  return {
    id: row.id,
    chain_id: row.chain_id,
    address: row.address,
    is_native: row.is_native,
    symbol: row.symbol,
    name: row.name,
    decimals: row.decimals,
    logo_url: row.logo_url,
    wrapped_address: row.wrapped_address,
    is_enabled: row.is_enabled,
    social_links: row.social_links ?? {},
  };
}

/**
 * Seed 002 §7 admin tokens table: ordered by symbol, 50 a page, the exact count; `search` matches
 * symbol, name or address in any case; `chainId` narrows to one chain.
 */
export async function listAdminTokens(
  db: Kysely<Database>,
  { search, offset, chainId }: { search: string; offset: number; chainId?: number | undefined },
): Promise<{ tokens: AdminToken[]; count: number }> {
  const matching = (eb: ExpressionBuilder<Database, 'tokens'>) => {
    const pattern = containsPattern(search);
    const conditions = [];
    if (search.trim()) {
      conditions.push(
        eb.or([
          eb('symbol', 'ilike', pattern),
          eb('name', 'ilike', pattern),
          eb('address', 'ilike', pattern),
        ]),
      );
    }
    if (chainId !== undefined) conditions.push(eb('chain_id', '=', chainId));
    return eb.and(conditions);
  };
  const [rows, total] = await Promise.all([
    db
      .selectFrom('tokens')
      .selectAll()
      .where(matching)
      .orderBy('symbol')
      .orderBy('id')
      .limit(ADMIN_PAGE_SIZE)
      .offset(offset)
      .execute(),
    db
      .selectFrom('tokens')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where(matching)
      .executeTakeFirstOrThrow(),
  ]);
  return { tokens: rows.map(toAdminToken), count: Number(total.count) };
}

/** Seed 002 §7 admin pairs view: ordered by label, 50 a page, the count; `search` on label and symbols. */
export async function listAdminPairs(
  db: Kysely<Database>,
  { search, offset }: { search: string; offset: number },
): Promise<{ pairs: AdminPair[]; count: number }> {
  const matching = (eb: ExpressionBuilder<Database, 'pairs_with_tokens'>) => {
    if (!search.trim()) return eb.and([]);
    const pattern = containsPattern(search);
    return eb.or([
      eb('label', 'ilike', pattern),
      eb('base_symbol', 'ilike', pattern),
      eb('quote_symbol', 'ilike', pattern),
    ]);
  };
  const [rows, total] = await Promise.all([
    db
      .selectFrom('pairs_with_tokens')
      .select([
        'pair_id',
        'chain_id',
        'label',
        'base_token_id',
        'quote_token_id',
        'base_symbol',
        'base_name',
        'base_is_native',
        'base_logo_url',
        'quote_symbol',
        'quote_name',
        'quote_is_native',
        'quote_logo_url',
        'announcement_img_url',
        'pair_enabled',
      ])
      .where(matching)
      .orderBy('label')
      .orderBy('pair_id')
      .limit(ADMIN_PAGE_SIZE)
      .offset(offset)
      .execute(),
    db
      .selectFrom('pairs_with_tokens')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where(matching)
      .executeTakeFirstOrThrow(),
  ]);
  return { pairs: rows, count: Number(total.count) };
}

/** The token form's first error for a received payload (seed 002 §5), as a 400. */
function checkTokenPayload(input: TokenInput) {
  const values = tokenFormOfPayload(input);
  const issue = firstTokenFormError(values);
  if (issue) throw new HttpError(400, issue);
  return tokenPayloadOf(values);
}

async function lockedToken(db: Kysely<Database>, id: number | undefined): Promise<TokenRow> {
  if (id === undefined) throw new HttpError(400, 'Token id is required');
  const token = await db.selectFrom('tokens').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (!token) throw new HttpError(404, 'Token not found');
  return token;
}

function alreadyListed(address: string, chainId: number): HttpError {
  return new HttpError(
    409,
    `Token ${address} is already listed on ${getChainById(chainId)?.name ?? `chain ${chainId}`}`,
  );
}

/** Lists a new ERC-20 token (never native: those come with the chain). */
export async function createToken(db: Kysely<Database>, actor: Actor, input: TokenInput): Promise<void> {
  const payload = checkTokenPayload(input);
  try {
    await db.transaction().execute(async (trx) => {
      const created = await trx
        .insertInto('tokens')
        .values({
          chain_id: payload.chain_id,
          address: payload.address,
          is_native: false,
          symbol: payload.symbol,
          name: payload.name,
          decimals: payload.decimals,
          logo_url: payload.logo_url,
          wrapped_address: null,
          social_links: JSON.stringify(payload.social_links),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordAudit(trx, { ...auditOf(actor, 'create', created.id), after: toAdminToken(created) });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyListed(payload.address, payload.chain_id);
    throw error;
  }
}

const auditOf = (actor: Actor, action: 'create' | 'update' | 'delete', id: number) => ({
  wallet: actor.wallet,
  action,
  entity: 'token' as const,
  entityId: id,
});

/**
 * Edits a token's symbol, name, decimals, logo and links; its chain and address stay (seed 002 §4).
 * The labels of its pairs follow a new symbol.
 */
export async function updateToken(db: Kysely<Database>, actor: Actor, input: TokenInput): Promise<void> {
  const payload = checkTokenPayload(input);
  await db.transaction().execute(async (trx) => {
    const before = await lockedToken(trx, input.id ?? undefined);
    if (
      before.chain_id !== payload.chain_id ||
      before.address.toLowerCase() !== payload.address.toLowerCase()
    ) {
      throw new HttpError(400, 'Chain and contract address cannot be changed');
    }
    const after = await trx
      .updateTable('tokens')
      .set({
        symbol: payload.symbol,
        name: payload.name,
        decimals: payload.decimals,
        logo_url: payload.logo_url,
        social_links: JSON.stringify(payload.social_links),
      })
      .where('id', '=', before.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (after.symbol !== before.symbol) await relabelPairs(trx, before.id);
    await recordAudit(trx, {
      ...auditOf(actor, 'update', before.id),
      before: toAdminToken(before),
      after: toAdminToken(after),
    });
  });
}

/** Every pair of a token gets the label of its tokens' current symbols. */
async function relabelPairs(db: Kysely<Database>, tokenId: number): Promise<void> {
  await sql`
    update trading_pairs p set label = b.symbol || '/' || q.symbol
    from tokens b, tokens q
    where b.id = p.base_token_id and q.id = p.quote_token_id
      and (p.base_token_id = ${tokenId} or p.quote_token_id = ${tokenId})
  `.execute(db);
}

function requireDeleteRole(actor: Actor): void {
  if (!canDelete(actor.role)) throw new HttpError(403, ADMIN_ROLE_REQUIRED_TEXT);
}

/**
 * Deletes a token no pair trades. A token with pairs is refused with their labels: its pairs are
 * deleted first, by hand (the foreign keys restrict, so no pair disappears as a side effect).
 */
export async function deleteToken(db: Kysely<Database>, actor: Actor, id: number | undefined): Promise<void> {
  requireDeleteRole(actor);
  try {
    await db.transaction().execute(async (trx) => {
      const token = await lockedToken(trx, id);
      const pairs = await trx
        .selectFrom('trading_pairs')
        .select('label')
        .where((eb) => eb.or([eb('base_token_id', '=', token.id), eb('quote_token_id', '=', token.id)]))
        .orderBy('label')
        .execute();
      if (pairs.length > 0)
        throw new HttpError(
          409,
          tokenInUseText(
            token.symbol,
            pairs.map((pair) => pair.label),
          ),
        );
      await trx.deleteFrom('tokens').where('id', '=', token.id).execute();
      await recordAudit(trx, { ...auditOf(actor, 'delete', token.id), before: toAdminToken(token) });
    });
  } catch (error) {
    // A pair created between the check and the delete: the foreign key still refuses.
    if (isForeignKeyViolation(error))
      throw new HttpError(409, 'Token is used by a trading pair: delete the pair first');
    throw error;
  }
}

/** Both tokens of a pair, on its chain (seed 002 §5 'Invalid token selection' otherwise). */
async function pairTokens(db: Kysely<Database>, chainId: number, baseId: number, quoteId: number) {
  const tokens = await db
    .selectFrom('tokens')
    .select(['id', 'symbol'])
    .where('chain_id', '=', chainId)
    .where('id', 'in', [baseId, quoteId])
    .execute();
  const base = tokens.find((token) => token.id === baseId);
  const quote = tokens.find((token) => token.id === quoteId);
  if (!base || !quote) throw new HttpError(400, ADMIN_TEXTS.invalidTokenSelection);
  return { base, quote };
}

/** The pair form's rules on a received payload (seed 002 §5), as a 400 naming the first. */
function checkPairPayload(input: PairInput) {
  const errors = pairFormErrors({
    chainId: input.chain_id ?? null,
    baseTokenId: input.base_token_id ?? null,
    quoteTokenId: input.quote_token_id ?? null,
    isEnabled: input.is_enabled,
  });
  const issue = errors.chainId ?? errors.baseTokenId ?? errors.quoteTokenId;
  if (issue) throw new HttpError(400, issue);
  return {
    chainId: input.chain_id as number,
    baseId: input.base_token_id as number,
    quoteId: input.quote_token_id as number,
  };
}

type PairRow = Selectable<Database['trading_pairs']>;
const pairAudit = (row: PairRow) => ({ ...row, created_at: row.created_at.toISOString() });

/** A duplicate (chain, base, quote) is refused by the unique constraint itself, not a pre-check. */
async function writePair(write: () => Promise<void>): Promise<void> {
  try {
    await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, ADMIN_TEXTS.pairExists);
    throw error;
  }
}

/** Lists a new pair; its label is the server's BASE/QUOTE of the tokens' symbols (seed 002 §3). */
export async function createPair(db: Kysely<Database>, actor: Actor, input: PairInput): Promise<void> {
  const { chainId, baseId, quoteId } = checkPairPayload(input);
  await writePair(() =>
    db.transaction().execute(async (trx) => {
      const { base, quote } = await pairTokens(trx, chainId, baseId, quoteId);
      const created = await trx
        .insertInto('trading_pairs')
        .values({
          chain_id: chainId,
          base_token_id: base.id,
          quote_token_id: quote.id,
          label: pairLabel(base.symbol, quote.symbol),
          is_enabled: input.is_enabled,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordAudit(trx, {
        wallet: actor.wallet,
        action: 'create',
        entity: 'pair',
        entityId: created.id,
        after: pairAudit(created),
      });
    }),
  );
}

async function lockedPair(db: Kysely<Database>, id: number | undefined): Promise<PairRow> {
  if (id === undefined) throw new HttpError(400, 'Pair id is required');
  const pair = await db
    .selectFrom('trading_pairs')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!pair) throw new HttpError(404, 'Pair not found');
  return pair;
}

/** Changes a pair's tokens or enabled flag; its chain stays. Disabled pairs leave the spot lists at once. */
export async function updatePair(db: Kysely<Database>, actor: Actor, input: PairInput): Promise<void> {
  const { chainId, baseId, quoteId } = checkPairPayload(input);
  await writePair(() =>
    db.transaction().execute(async (trx) => {
      const before = await lockedPair(trx, input.id);
      if (before.chain_id !== chainId) throw new HttpError(400, 'The chain of a pair cannot be changed');
      const { base, quote } = await pairTokens(trx, chainId, baseId, quoteId);
      const after = await trx
        .updateTable('trading_pairs')
        .set({
          base_token_id: base.id,
          quote_token_id: quote.id,
          label: pairLabel(base.symbol, quote.symbol),
          is_enabled: input.is_enabled,
        })
        .where('id', '=', before.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordAudit(trx, {
        wallet: actor.wallet,
        action: 'update',
        entity: 'pair',
        entityId: before.id,
        before: pairAudit(before),
        after: pairAudit(after),
      });
    }),
  );
}

export async function deletePair(db: Kysely<Database>, actor: Actor, id: number | undefined): Promise<void> {
  requireDeleteRole(actor);
  await db.transaction().execute(async (trx) => {
    const pair = await lockedPair(trx, id);
    await trx.deleteFrom('trading_pairs').where('id', '=', pair.id).execute();
    await recordAudit(trx, {
      wallet: actor.wallet,
      action: 'delete',
      entity: 'pair',
      entityId: pair.id,
      before: pairAudit(pair),
    });
  });
}
