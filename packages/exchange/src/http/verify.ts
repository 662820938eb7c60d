import type { SignedAction, SignedCommand } from '../actions';
import { isUserSigned } from '../auth';
import { actionShapeError, DESERIALIZE } from '../shape';
import { recoverL1Signer, recoverUserSignedSigner, type Signature } from '../signing';

/**
 * Turns an `/exchange` body into a verified command (doc §4.1, §5): shape first (422), then the
 * network binding of user-signed actions, then signature recovery. The recovered address is only a
 * claim here; the engine decides whether it may act (unknown address → Hyperliquid's error).
 */

export type Verified =
  | { readonly kind: 'command'; readonly cmd: Omit<SignedCommand, 'time'> }
  | { readonly kind: 'reject'; readonly message: string }
  | { readonly kind: 'malformed'; readonly message: string };

/** Actions `/exchange` accepts; internal commands (deposits, oracle, funding) are not among them. */
const EXCHANGE_ACTIONS = new Set([
  'order',
  'cancel',
  'cancelByCloid',
  'modify',
  'batchModify',
  'updateLeverage',
  'updateIsolatedMargin',
  'scheduleCancel',
  'reserveRequestWeight',
  'noop',
  'approveAgent',
  'approveBuilderFee',
  'withdraw3',
  'usdClassTransfer',
  'usdSend',
]);

/** The field of a user-signed action that must equal the envelope nonce (doc §4.1). */
const NONCE_FIELD: Readonly<Record<string, string>> = {
  approveAgent: 'nonce',
  approveBuilderFee: 'nonce',
  usdClassTransfer: 'nonce',
  withdraw3: 'time',
  usdSend: 'time',
};

const HEX_RE = /^0x[0-9a-fA-F]{1,64}$/;

function isObj(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function isU64(x: unknown): x is number {
  return typeof x === 'number' && Number.isSafeInteger(x) && x >= 0;
}

function malformed(detail: string): Verified {
  return { kind: 'malformed', message: `${DESERIALIZE}: ${detail}` };
}

export async function verifyExchangeBody(body: unknown, isTestnet: boolean): Promise<Verified> {
  if (!isObj(body) || !isObj(body.action)) return malformed('missing field `action`');
  const action = body.action;
  if (typeof action.type !== 'string' || !EXCHANGE_ACTIONS.has(action.type))
    return malformed('unknown variant of `action.type`');
  if (actionShapeError(action) !== null) return malformed(`invalid \`${action.type}\` action`);
  if (!isU64(body.nonce)) return malformed('invalid field `nonce`');
  const sig = body.signature;
  if (!isObj(sig) || typeof sig.r !== 'string' || typeof sig.s !== 'string' || (sig.v !== 27 && sig.v !== 28))
    return malformed('invalid field `signature`');
  if (!HEX_RE.test(sig.r) || !HEX_RE.test(sig.s)) return malformed('invalid field `signature`');
  const signature: Signature = { r: sig.r, s: sig.s, v: sig.v };
  const vault = body.vaultAddress ?? null;
  const expiresAfter = body.expiresAfter ?? null;
  if (vault !== null && (typeof vault !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(vault)))
    return malformed('invalid field `vaultAddress`');
  if (expiresAfter !== null && !isU64(expiresAfter)) return malformed('invalid field `expiresAfter`');
  const nonce = body.nonce;
  const signed = action as unknown as SignedAction;

  try {
    if (isUserSigned(action.type)) {
      if (typeof action.signatureChainId !== 'string' || !HEX_RE.test(action.signatureChainId))
        return malformed('invalid field `signatureChainId`');
      const field = NONCE_FIELD[action.type] ?? 'nonce';
      if (!isU64(action[field])) return malformed(`invalid field \`${field}\``);
      const chain = isTestnet ? 'Testnet' : 'Mainnet';
      // Not a documented text: the signed network must be this engine's (doc §5.3).
      if (action.hyperliquidChain !== chain)
        return { kind: 'reject', message: `Invalid hyperliquidChain: expected ${chain}.` };
      if (action[field] !== nonce)
        return { kind: 'reject', message: `Action ${field} must equal the request nonce.` };
      const signer = await recoverUserSignedSigner(
        action as { type: string; signatureChainId: string },
        signature,
      );
      // vaultAddress and expiresAfter do not apply to user-signed actions (doc §4.1): ignored.
      return { kind: 'command', cmd: { signer, nonce, action: signed } };
    }
    const signer = await recoverL1Signer(
      { action, nonce, signature, vaultAddress: vault, expiresAfter },
      isTestnet,
    );
    return {
      kind: 'command',
      cmd: {
        signer,
        nonce,
        action: signed,
        ...(expiresAfter !== null ? { expiresAfter } : {}),
        ...(vault !== null ? { vaultAddress: vault.toLowerCase() } : {}),
      },
    };
  } catch {
    // A signature that is not a curve point recovers to nobody.
    return { kind: 'reject', message: 'Invalid signature.' };
  }
}
