import { SUPPORTED_CHAINS } from '@pluto/core';
import type { Kysely } from 'kysely';
import { type Hex, verifyMessage } from 'viem';
import { parseSiweMessage, validateSiweMessage } from 'viem/siwe';
import type { Database } from '../db/schema';
import { HttpError } from '../http/http-error';
import { consumeNonce, NONCE_TTL_MS } from './nonces';

export interface SignIn {
  /** Lowercase wallet address that signed. */
  address: string;
  /** The message's own Expiration Time, when it sets one. */
  expiresAt: Date | null;
}

const SIGN_IN_CHAIN_IDS = new Set(SUPPORTED_CHAINS.map((chain) => chain.chainId));
/** How far the wallet's clock, which dates the message, may be from ours. */
export const ISSUED_AT_CLOCK_SKEW_MS = 2 * 60 * 1000;

function refuse(reason: string): never {
  throw new HttpError(401, `Sign-in refused: ${reason}`);
}

/** The message must be for one of our origins: its domain is the origin's host, its URI on that origin. */
function isForOrigins(domain: string, uri: string, publicOrigins: readonly string[]): boolean {
  let uriOrigin: string;
  try {
    uriOrigin = new URL(uri).origin;
  } catch {
    return false;
  }
  return publicOrigins.some((origin) => new URL(origin).host === domain && origin === uriOrigin);
}

/**
 * A message is written just after its nonce was asked for: dated in the future (beyond the clock
 * skew) it was prepared ahead to be replayed later, and dated before the nonce's lifetime it cannot
 * be for a nonce still valid.
 */
function refuseIfMisdated(issuedAt: Date, now: number): void {
  if (issuedAt.getTime() > now + ISSUED_AT_CLOCK_SKEW_MS) refuse('message issued in the future');
  if (issuedAt.getTime() < now - NONCE_TTL_MS - ISSUED_AT_CLOCK_SKEW_MS)
    refuse('message issued too long ago');
}

/**
 * Checks an EIP-4361 message and its signature: our domain and URI, a supported chain, version 1,
 * inside its validity window, issued within the nonce's lifetime, signed by its address (EOA
 * signatures), and a nonce we issued, unused and unexpired — spent here even when a later check
 * fails, so a message is tried at most once.
 */
export async function verifySignIn(
  db: Kysely<Database>,
  message: string,
  signature: Hex,
  publicOrigins: readonly string[],
): Promise<SignIn> {
  const fields = parseSiweMessage(message);
  const { address, domain, uri, nonce, chainId, version, issuedAt } = fields;
  const dated = issuedAt !== undefined && !Number.isNaN(issuedAt.getTime());
  if (!address || !domain || !uri || !nonce || chainId === undefined || !version || !dated) {
    throw new HttpError(400, 'Invalid request: message is not an EIP-4361 sign-in message');
  }
  if (!(await consumeNonce(db, nonce))) refuse('unknown, used or expired nonce');
  if (version !== '1') refuse('unsupported message version');
  if (!isForOrigins(domain, uri, publicOrigins)) refuse('message is for another domain');
  if (!SIGN_IN_CHAIN_IDS.has(chainId)) refuse('unsupported chain');
  const now = new Date();
  if (!validateSiweMessage({ message: fields, time: now })) refuse('message expired or not yet valid');
  refuseIfMisdated(issuedAt, now.getTime());

  const signed = await verifyMessage({ address, message, signature }).catch(() => false);
  if (!signed) refuse('invalid signature');
  return { address: address.toLowerCase(), expiresAt: fields.expirationTime ?? null };
}
