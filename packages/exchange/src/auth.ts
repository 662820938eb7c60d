import type { SignedCommand } from './actions';
import type { EngineState } from './state';

/**
 * Who may act, and with which nonce (doc §5.4, §5.5, §8.7). Pure checks over the engine state; the
 * engine records the nonce only after they pass, so a refused request changes nothing.
 */

export const DAY_MS = 86_400_000;
/** The server keeps the 100 highest nonces per signer. */
export const NONCE_WINDOW = 100;

const USER_SIGNED = new Set([
  'approveAgent',
  'approveBuilderFee',
  'withdraw3',
  'usdClassTransfer',
  'usdSend',
]);

export function isUserSigned(type: string): boolean {
  return USER_SIGNED.has(type);
}

export const AUTH_ERR = {
  unknownSigner: (a: string) => `User or API Wallet ${a} does not exist.`,
  mustDeposit: (a: string) => `Must deposit before performing actions. User: ${a}`,
  expired: 'Action already expired',
  // Not documented (doc §10.9): chosen in the "Invalid nonce: …" style the doc suggests.
  nonceDuplicate: 'Invalid nonce: duplicate nonce',
  nonceTooLow: 'Invalid nonce: nonce is lower than the 100 highest nonces of the signer',
  nonceWindow: 'Invalid nonce: nonce must be within (now - 2 days, now + 1 day)',
  // No vaults or sub-accounts exist on this engine, so every vaultAddress is unknown.
  vault: (a: string) => `Vault or sub-account ${a} does not exist.`,
} as const;

/** The master of an approved agent that has not expired at `time`, else undefined. */
export function masterOf(state: EngineState, address: string, time: number): string | undefined {
  const master = state.agentOf.get(address);
  if (master === undefined) return undefined;
  const rec = state.agents.get(master)?.find((a) => a.address === address);
  return rec && rec.validUntil > time ? master : undefined;
}

/** Checks a nonce against the signer's window; null when acceptable. */
export function nonceError(state: EngineState, signer: string, nonce: number, time: number): string | null {
  if (!(nonce > time - 2 * DAY_MS && nonce < time + DAY_MS)) return AUTH_ERR.nonceWindow;
  const seen = state.nonces.get(signer);
  if (!seen) return null;
  if (seen.includes(nonce)) return AUTH_ERR.nonceDuplicate;
  const lowest = seen[0];
  if (seen.length >= NONCE_WINDOW && lowest !== undefined && nonce <= lowest) return AUTH_ERR.nonceTooLow;
  return null;
}

/** Records a used nonce, keeping the 100 highest in ascending order. */
export function useNonce(state: EngineState, signer: string, nonce: number): void {
  const seen = state.nonces.get(signer) ?? [];
  let i = seen.length;
  while (i > 0 && (seen[i - 1] ?? 0) > nonce) i--;
  seen.splice(i, 0, nonce);
  if (seen.length > NONCE_WINDOW) seen.shift();
  state.nonces.set(signer, seen);
}

/**
 * Resolves a verified request to the acting account: user-signed actions act for the signer itself
 * (which must exist — so an agent's signature only ever reaches its own empty account); L1 actions
 * act for the signer or, for an approved agent, its master. Then expiry and the nonce window.
 */
export function authorize(state: EngineState, cmd: SignedCommand): { user: string } | { error: string } {
  const signer = cmd.signer.toLowerCase();
  if (cmd.vaultAddress !== undefined && cmd.vaultAddress !== null)
    return { error: AUTH_ERR.vault(String(cmd.vaultAddress).toLowerCase()) };
  const user = actingAccount(state, cmd);
  if (user === undefined)
    return {
      error: isUserSigned(cmd.action.type) ? AUTH_ERR.mustDeposit(signer) : AUTH_ERR.unknownSigner(signer),
    };
  const expiry = cmd.expiresAfter;
  if (!isUserSigned(cmd.action.type) && expiry !== undefined && expiry !== null && expiry < cmd.time)
    return { error: AUTH_ERR.expired };
  const bad = nonceError(state, signer, cmd.nonce, cmd.time);
  return bad === null ? { user } : { error: bad };
}

/** The account a verified request acts for, or undefined when the signer is unknown. */
export function actingAccount(state: EngineState, cmd: SignedCommand): string | undefined {
  const signer = cmd.signer.toLowerCase();
  if (isUserSigned(cmd.action.type)) return state.accounts.has(signer) ? signer : undefined;
  return masterOf(state, signer, cmd.time) ?? (state.accounts.has(signer) ? signer : undefined);
}
