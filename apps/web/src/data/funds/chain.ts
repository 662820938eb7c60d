import { ARBITRUM_CHAIN_ID } from '@pluto/core';
import { type Address, erc20Abi } from 'viem';
import type { Config } from 'wagmi';
import { readContract, waitForTransactionReceipt, writeContract } from 'wagmi/actions';

/**
 * The deposit's reads and writes on Arbitrum. Loaded on first use (see `funds.ts`): viem and
 * wagmi's actions stay out of the first screen's bundle.
 */

export function readWalletUsdc(config: Config, token: Address, user: Address): Promise<bigint> {
  return readContract(config, {
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [user],
    chainId: ARBITRUM_CHAIN_ID,
  });
}

export function sendUsdc(config: Config, token: Address, to: Address, amount: bigint) {
  return writeContract(config, {
    address: token,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [to, amount],
    chainId: ARBITRUM_CHAIN_ID,
  });
}

export async function waitForSuccess(config: Config, hash: `0x${string}`): Promise<void> {
  const receipt = await waitForTransactionReceipt(config, { hash, chainId: ARBITRUM_CHAIN_ID });
  if (receipt.status !== 'success') throw new Error('The deposit transaction failed on chain');
}
