import { encode } from '@msgpack/msgpack';
import { type Address, concat, type Hex, hexToBytes, keccak256, recoverTypedDataAddress } from 'viem';

/**
 * Signature checks of `/exchange` bodies (doc §5). Pure: no state, no I/O. The engine hashes the action
 * exactly as received (key order as sent), never a normalised copy (doc §5.2).
 */

const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';

export interface Signature {
  readonly r: string;
  readonly s: string;
  readonly v: number;
}

function u64(n: number | bigint): Uint8Array {
  const b = new Uint8Array(8);
  new DataView(b.buffer).setBigUint64(0, BigInt(n));
  return b;
}

/** Pads r/s to 32 bytes: the Python SDK sends them without leading zeros (doc §4.1). */
export function pad32(h: string): Hex {
  const body = h.startsWith('0x') || h.startsWith('0X') ? h.slice(2) : h;
  if (!/^[0-9a-fA-F]{1,64}$/.test(body)) throw new Error('invalid signature component');
  return `0x${body.padStart(64, '0').toLowerCase()}`;
}

/**
 * connectionId = keccak256(msgpack(action) ‖ u64be(nonce) ‖ vault flag [‖ address] ‖ [0x00 ‖
 * u64be(expiresAfter)]) (doc §5.1). `null` vault / expiry count as absent.
 */
export function l1ConnectionId(
  action: unknown,
  nonce: number,
  vaultAddress?: string | null,
  expiresAfter?: number | null,
): Hex {
  const parts: Uint8Array[] = [encode(action), u64(nonce)];
  parts.push(
    vaultAddress ? concat([new Uint8Array([1]), hexToBytes(vaultAddress as Hex)]) : new Uint8Array([0]),
  );
  if (expiresAfter !== undefined && expiresAfter !== null) parts.push(new Uint8Array([0]), u64(expiresAfter));
  return keccak256(concat(parts));
}

const L1_DOMAIN = { name: 'Exchange', version: '1', chainId: 1337, verifyingContract: ZERO_ADDRESS } as const;
const AGENT_TYPES = {
  Agent: [
    { name: 'source', type: 'string' },
    { name: 'connectionId', type: 'bytes32' },
  ],
} as const;

function sig(s: Signature) {
  if (s.v !== 27 && s.v !== 28) throw new Error('invalid signature v');
  return { r: pad32(s.r), s: pad32(s.s), v: BigInt(s.v) };
}

export interface L1Envelope {
  readonly action: unknown;
  readonly nonce: number;
  readonly signature: Signature;
  readonly vaultAddress?: string | null;
  readonly expiresAfter?: number | null;
}

/** Recovers the signer of an L1 action (phantom agent, source "a" mainnet / "b" testnet). Lowercase. */
export async function recoverL1Signer(body: L1Envelope, isTestnet: boolean): Promise<Address> {
  const connectionId = l1ConnectionId(body.action, body.nonce, body.vaultAddress, body.expiresAfter);
  const addr = await recoverTypedDataAddress({
    domain: L1_DOMAIN,
    types: AGENT_TYPES,
    primaryType: 'Agent',
    message: { source: isTestnet ? 'b' : 'a', connectionId },
    signature: sig(body.signature),
  });
  return addr.toLowerCase() as Address;
}

type Field = { readonly name: string; readonly type: string };

/** EIP-712 types of the user-signed actions (doc §5.3), fields in the exact order. */
export const USER_SIGNED_TYPES: Readonly<Record<string, { primaryType: string; fields: readonly Field[] }>> =
  {
    usdSend: {
      primaryType: 'HyperliquidTransaction:UsdSend',
      fields: [
        { name: 'hyperliquidChain', type: 'string' },
        { name: 'destination', type: 'string' },
        { name: 'amount', type: 'string' },
        { name: 'time', type: 'uint64' },
      ],
    },
    withdraw3: {
      primaryType: 'HyperliquidTransaction:Withdraw',
      fields: [
        { name: 'hyperliquidChain', type: 'string' },
        { name: 'destination', type: 'string' },
        { name: 'amount', type: 'string' },
        { name: 'time', type: 'uint64' },
      ],
    },
    spotSend: {
      primaryType: 'HyperliquidTransaction:SpotSend',
      fields: [
        { name: 'hyperliquidChain', type: 'string' },
        { name: 'destination', type: 'string' },
        { name: 'token', type: 'string' },
        { name: 'amount', type: 'string' },
        { name: 'time', type: 'uint64' },
      ],
    },
    usdClassTransfer: {
      primaryType: 'HyperliquidTransaction:UsdClassTransfer',
      fields: [
        { name: 'hyperliquidChain', type: 'string' },
        { name: 'amount', type: 'string' },
        { name: 'toPerp', type: 'bool' },
        { name: 'nonce', type: 'uint64' },
      ],
    },
    approveAgent: {
      primaryType: 'HyperliquidTransaction:ApproveAgent',
      fields: [
        { name: 'hyperliquidChain', type: 'string' },
        { name: 'agentAddress', type: 'address' },
        { name: 'agentName', type: 'string' },
        { name: 'nonce', type: 'uint64' },
      ],
    },
    approveBuilderFee: {
      primaryType: 'HyperliquidTransaction:ApproveBuilderFee',
      fields: [
        { name: 'hyperliquidChain', type: 'string' },
        { name: 'maxFeeRate', type: 'string' },
        { name: 'builder', type: 'address' },
        { name: 'nonce', type: 'uint64' },
      ],
    },
    sendAsset: {
      primaryType: 'HyperliquidTransaction:SendAsset',
      fields: [
        { name: 'hyperliquidChain', type: 'string' },
        { name: 'destination', type: 'string' },
        { name: 'sourceDex', type: 'string' },
        { name: 'destinationDex', type: 'string' },
        { name: 'token', type: 'string' },
        { name: 'amount', type: 'string' },
        { name: 'fromSubAccount', type: 'string' },
        { name: 'nonce', type: 'uint64' },
      ],
    },
  };

export interface UserSignedAction {
  readonly type: string;
  readonly signatureChainId: string;
  readonly [key: string]: unknown;
}

/**
 * Recovers the signer of a user-signed action (EIP-712, domain "HyperliquidSignTransaction", chain id
 * from `signatureChainId`; doc §5.3). `action.agentName` absent (Python SDK) is signed as "". Lowercase.
 */
export async function recoverUserSignedSigner(
  action: UserSignedAction,
  signature: Signature,
): Promise<Address> {
  const spec = USER_SIGNED_TYPES[action.type];
  if (!spec) throw new Error(`not a user-signed action: ${action.type}`);
  const chainId = Number.parseInt(action.signatureChainId, 16);
  if (!Number.isSafeInteger(chainId) || chainId <= 0) throw new Error('invalid signatureChainId');
  const message: Record<string, unknown> = {};
  for (const f of spec.fields) {
    const v = action[f.name];
    message[f.name] = f.type === 'uint64' ? BigInt(v as number) : (v ?? (f.type === 'string' ? '' : v));
  }
  const addr = await recoverTypedDataAddress({
    domain: { name: 'HyperliquidSignTransaction', version: '1', chainId, verifyingContract: ZERO_ADDRESS },
    types: { [spec.primaryType]: spec.fields },
    primaryType: spec.primaryType,
    message,
    signature: sig(signature),
  });
  return addr.toLowerCase() as Address;
}
