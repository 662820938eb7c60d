import { getChainById } from '@pluto/core';
import type { Context, Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { HttpError } from '../http/http-error';
import { findPair, firstEnabledPair, listPairs, listTokens } from './catalogue';

/** `chainId` of the query: absent, or a chain of the catalogue (seed 002 §3). */
function chainIdOf(c: Context): number | undefined {
  const raw = c.req.query('chainId');
  if (raw === undefined || raw === '') return undefined;
  const chainId = Number(raw);
  if (!Number.isInteger(chainId) || !getChainById(chainId))
    throw new HttpError(400, `Unsupported chain: ${raw}`);
  return chainId;
}

function offsetOf(c: Context): number {
  const raw = c.req.query('offset') ?? '0';
  const offset = Number(raw);
  if (!/^\d{1,9}$/.test(raw) || !Number.isSafeInteger(offset)) {
    throw new HttpError(400, 'offset must be a whole number from 0');
  }
  return offset;
}

function requiredText(c: Context, name: string): string {
  const value = c.req.query(name)?.trim();
  if (!value) throw new HttpError(400, `${name} is required`);
  return value;
}

/**
 * The spot catalogue's public reads (seed 002 §7 data queries): pairs newest first 30 a page, a pair
 * by chain and symbols, the newest enabled pair, the tokens of a chain.
 */
export function mountSpotCatalogueRoutes(app: Hono, db: Kysely<Database>): void {
  app.get('/api/spot/pairs', async (c) => {
    const chainId = chainIdOf(c);
    return c.json(await listPairs(db, { ...(chainId !== undefined && { chainId }), offset: offsetOf(c) }));
  });
  app.get('/api/spot/pairs/find', async (c) => {
    const chainId = chainIdOf(c);
    if (chainId === undefined) throw new HttpError(400, 'chainId is required');
    const pair = await findPair(db, {
      chainId,
      baseSymbol: requiredText(c, 'base'),
      quoteSymbol: requiredText(c, 'quote'),
    });
    return c.json({ pair: pair ?? null });
  });
  app.get('/api/spot/pairs/first', async (c) =>
    c.json({ pair: (await firstEnabledPair(db, chainIdOf(c))) ?? null }),
  );
  app.get('/api/spot/tokens', async (c) => c.json({ tokens: await listTokens(db, chainIdOf(c)) }));
}
