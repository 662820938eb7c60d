import type { Address } from 'viem';
import { z } from 'zod';

/** A 0x-prefixed 20-byte address in any letter case (the seeds' bodies send both). */
export const walletAddress = z.custom<Address>(
  (value) => typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value),
  'must be a 0x-prefixed 40-hex-digit wallet address',
);

const DECIMAL_TEXT = /^\d{1,20}(\.\d{1,20})?$/;

/**
 * A non-negative decimal (price, size) sent as text or a JSON number; kept as text so the order
 * rules round it exactly (a number is read through its shortest text: 0.1 stays 0.1).
 */
export const decimalAmount = z
  .custom<string | number>(
    (value) =>
      (typeof value === 'string' && DECIMAL_TEXT.test(value)) ||
      (typeof value === 'number' && Number.isFinite(value) && value >= 0),
    'must be a non-negative decimal number',
  )
  .transform((value) => String(value));

/** A decimal that may be left out: absent, null or empty (market orders send an empty price). */
export const optionalDecimalAmount = z.union([decimalAmount, z.literal('')]).nullish();

/** A perp market's name as the exchange lists it (BTC, kPEPE, …). */
export const marketSymbol = z.string().regex(/^[A-Za-z0-9]{1,20}$/, 'must be a market symbol such as BTC');

export const orderSide = z.enum(['buy', 'sell']);

/** The exchange's order id. */
export const orderId = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);

export const triggerType = z.enum(['tp', 'sl']);

/** Whole leverage; the market's own maximum is checked against the exchange. */
export const leverage = z.number().int().min(1).max(100);

/** `isSpot`: spot trading gets its own functions (a later issue); these are perps only. */
export const perpsOnly = z
  .boolean()
  .default(false)
  .refine((isSpot) => !isSpot, 'spot orders are not supported by this function');
