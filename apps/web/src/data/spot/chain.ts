import { type Address, erc20Abi, type Hex } from 'viem';
import type { Config } from 'wagmi';
import {
  getBalance,
  readContract,
  sendTransaction,
  waitForTransactionReceipt,
  writeContract,
} from 'wagmi/actions';

/**
 * The swap panel's reads and writes on the pair's chain. Loaded on first use (see `swap.ts`): viem
 * and wagmi's actions stay out of the first screen's bundle.
 */

export async function readTokenBalance(
  config: Config,
  chainId: number,
  token: { address: Address; isNative: boolean },
  user: Address,
): Promise<bigint> {
  if (token.isNative) return (await getBalance(config, { address: user, chainId })).value;
  return readContract(config, {
    address: token.address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [user],
    chainId,
  });
}

export function readAllowance(
  config: Config,
  chainId: number,
  token: Address,
  owner: Address,
  spender: Address,
) {
  return readContract(config, {
    address: token,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [owner, spender],
    chainId,
  });
}

export function sendApproval(
  config: Config,
  chainId: number,
  token: Address,
  spender: Address,
  amount: bigint,
) {
  return writeContract(config, {
    address: token,
    abi: erc20Abi,
    functionName: 'approve',
    args: [spender, amount],
    chainId,
  });
}

export interface SwapTransaction {
  to: Address;
  data: Hex;
  value: bigint;
  gas: bigint;
}

/** The swap the server built, sent from the user's own wallet (seed 002 §7 "on-chain"). */
export function sendSwapTransaction(config: Config, chainId: number, tx: SwapTransaction) {
  return sendTransaction(config, { chainId, to: tx.to, data: tx.data, value: tx.value, gas: tx.gas });
}

/** Resolves when the transaction is mined; rejects when it reverted. */
export async function waitForSuccess(config: Config, chainId: number, hash: Hex): Promise<void> {
  const receipt = await waitForTransactionReceipt(config, { hash, chainId });
  if (receipt.status !== 'success') throw new Error('The transaction reverted on chain');
}
