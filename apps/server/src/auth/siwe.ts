import { SUPPORTED_CHAINS } from '@pluto/core';
import type { Kysely } from 'kysely';
import { type Hex, verifyMessage } from 'viem';
import { parseSiweMessage, validateSiweMessage } from 'viem/siwe';
import type { Database } from '../db/schema';
import { HttpError } from '../http/http-error';
import { consumeNonce } from './nonces';

export interface SignIn {
  /** Lowercase wallet address that signed. */
  address: string;
  /** The message's own Expiration Time, when it sets one. */
  expiresAt: Date | null;
}

const SIGN_IN_CHAIN_IDS = new Set(SUPPORTED_CHAINS.map((chain) => chain.chainId));

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
 * Checks an EIP-4361 message and its signature: our domain and URI, a supported chain, version 1,
 * inside its validity window, signed by its address (EOA signatures), and a nonce we issued, unused
 * and unexpired — spent here even when a later check fails, so a message is tried at most once.
 */
export async function verifySignIn(
  db: Kysely<Database>,
  message: string,
  signature: Hex,
  publicOrigins: readonly string[],
): Promise<SignIn> {
  const fields = parseSiweMessage(message);
  const { address, domain, uri, nonce, chainId, version } = fields;
  if (!address || !domain || !uri || !nonce || chainId === undefined || !version) {
    throw new HttpError(400, 'Invalid request: message is not an EIP-4361 sign-in message');
  }
  if (!(await consumeNonce(db, nonce))) refuse('unknown, used or expired nonce');
  if (version !== '1') refuse('unsupported message version');
  if (!isForOrigins(domain, uri, publicOrigins)) refuse('message is for another domain');
  if (!SIGN_IN_CHAIN_IDS.has(chainId)) refuse('unsupported chain');
  if (!validateSiweMessage({ message: fields, time: new Date() })) refuse('message expired or not yet valid');

  const signed = await verifyMessage({ address, message, signature }).catch(() => false);
  if (!signed) refuse('invalid signature');
  return { address: address.toLowerCase(), expiresAt: fields.expirationTime ?? null };
}
