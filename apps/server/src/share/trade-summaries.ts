import { randomBytes } from 'node:crypto';
import {
  type ContractAnswer,
  type generateTradeSummaryContract,
  PUBLIC_STORAGE_BUCKET,
  TRADE_SUMMARY_CACHE_CONTROL,
  TRADE_SUMMARY_TEXTS,
  type TradeSummary,
  tradeSummaryImagePath,
  tradeSummaryOfFills,
} from '@pluto/core';
import type { Kysely, Selectable } from 'kysely';
import type { Database, TradeSummariesTable } from '../db/schema';
import { HttpError } from '../http/http-error';
import type { Logger } from '../logger';
import type { ExchangeGateway } from '../providers/exchange/exchange-gateway';
import { type ObjectStorage, putUnderFreshName } from '../storage';
import { renderTradeCard } from './trade-card';

export type SharedTrade = ContractAnswer<typeof generateTradeSummaryContract>;

export interface TradeSummaryDeps {
  db: Kysely<Database>;
  storage: ObjectStorage;
  exchange: ExchangeGateway;
  logger: Logger;
  /** The origin the shared pages are served from (the card's QR code and link name it). */
  publicOrigin: string;
}

/** A share id: 128 random bits as URL-safe base64 (22 characters), unguessable. */
export const newShareId = () => randomBytes(16).toString('base64url');

/** The shared page of a card. */
export const sharePageUrl = (publicOrigin: string, shareId: string) => `${publicOrigin}/${shareId}`;

function toSharedTrade(row: Selectable<TradeSummariesTable>, storage: ObjectStorage): SharedTrade {
  return {
    shareId: row.share_id,
    imageUrl: storage.publicUrl(row.image_bucket, row.image_path),
    stored: true,
    trade: row.trade,
  };
}

/**
 * Stores a new card at `generated/trade-summary-{symbol}-{timestamp}.png`, never over another: a
 * taken name moves the timestamp on by a millisecond. Answers the path it took.
 */
export function storeTradeCard(storage: ObjectStorage, symbol: string, png: Uint8Array, now: number) {
  return putUnderFreshName(
    storage,
    PUBLIC_STORAGE_BUCKET,
    (timestamp) => tradeSummaryImagePath(symbol, timestamp),
    png,
    { contentType: 'image/png', cacheControl: TRADE_SUMMARY_CACHE_CONTROL },
    now,
  );
}

/** The figures of the user's closing order `oid`, from the exchange's own fills and leverage. */
async function readTrade(deps: TradeSummaryDeps, user: `0x${string}`, oid: number): Promise<TradeSummary> {
  let trade: TradeSummary | undefined;
  try {
    const fills = (await deps.exchange.info.userFills({ user })).filter((fill) => fill.oid === oid);
    const [first] = fills;
    const leverage = first
      ? (await deps.exchange.info.activeAssetData({ user, coin: first.coin })).leverage.value
      : 1;
    trade = tradeSummaryOfFills(fills, leverage);
  } catch (error) {
    deps.logger.warn({ err: error }, 'trade summary: the exchange could not be read');
    throw new HttpError(503, TRADE_SUMMARY_TEXTS.failed);
  }
  if (!trade) throw new HttpError(404, TRADE_SUMMARY_TEXTS.tradeNotFound);
  return trade;
}

/**
 * The card of the user's own closing order (seed 001 §2, §7): made once from the exchange's figures,
 * stored, and answered again for the same order. When the image cannot be stored the card still
 * comes back, inline and unshared.
 */
export async function generateTradeSummary(
  deps: TradeSummaryDeps,
  user: `0x${string}`,
  oid: number,
): Promise<SharedTrade> {
  const wallet = user.toLowerCase();
  const existing = await deps.db
    .selectFrom('trade_summaries')
    .selectAll()
    .where('wallet', '=', wallet)
    .where('oid', '=', String(oid))
    .executeTakeFirst();
  if (existing) return toSharedTrade(existing, deps.storage);

  const trade = await readTrade(deps, user, oid);
  const shareId = newShareId();
  const png = await renderTradeCard(trade, sharePageUrl(deps.publicOrigin, shareId));
  let path: string;
  try {
    path = await storeTradeCard(deps.storage, trade.symbol, png, Date.now());
  } catch (error) {
    deps.logger.error({ err: error }, 'trade summary: storing the card failed');
    const inline = `data:image/png;base64,${Buffer.from(png).toString('base64')}`;
    return { shareId: null, imageUrl: inline, stored: false, trade };
  }
  const inserted = await deps.db
    .insertInto('trade_summaries')
    .values({
      share_id: shareId,
      wallet,
      oid,
      trade: JSON.stringify(trade),
      image_bucket: PUBLIC_STORAGE_BUCKET,
      image_path: path,
    })
    .onConflict((conflict) => conflict.columns(['wallet', 'oid']).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return toSharedTrade(inserted, deps.storage);
  // Another request made this order's card meanwhile: answer that one and drop this image.
  await deps.storage.delete(PUBLIC_STORAGE_BUCKET, path);
  return generateTradeSummary(deps, user, oid);
}

/** A stored card by its share id, or undefined. */
export async function findSharedTrade(
  db: Kysely<Database>,
  storage: ObjectStorage,
  shareId: string,
): Promise<SharedTrade | undefined> {
  const row = await db
    .selectFrom('trade_summaries')
    .selectAll()
    .where('share_id', '=', shareId)
    .executeTakeFirst();
  return row && toSharedTrade(row, storage);
}
