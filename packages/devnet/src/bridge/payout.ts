import { bridgeAbi, USDC_DECIMALS } from '@pluto/contracts';
import {
  type Address,
  type Chain,
  createPublicClient,
  createWalletClient,
  type Hash,
  type Hex,
  http,
  isAddress,
  isHex,
  type PublicClient,
  parseUnits,
  size,
  type WalletClient,
} from 'viem';
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';

export interface Withdrawal {
  /** 32 bytes naming the withdrawal uniquely, e.g. the hash of the engine's withdraw3 action. */
  withdrawalId: Hex;
  destination: Address;
  /** USDC to pay, as a decimal string, already net of the $1 withdrawal fee. */
  usdc: string;
}

export type PayoutResult =
  | { status: 'paid'; txHash: Hash }
  | { status: 'already-paid'; txHash: Hash | undefined };

export interface BridgePayerOptions {
  /** The Arbitrum chain; its default RPC URL receives the transactions. */
  chain: Chain;
  bridge: Address;
  /** The bridge's operator (or owner) key. */
  operatorPrivateKey: Hex;
}

function parseUsdc(usdc: string): bigint {
  if (!/^\d+(\.\d{1,6})?$/.test(usdc)) throw new Error(`invalid USDC amount "${usdc}"`);
  const amount = parseUnits(usdc, USDC_DECIMALS);
  if (amount === 0n) throw new Error('a payout must be positive');
  return amount;
}

/**
 * Pays engine withdrawals out of the bridge. Safe to call again for the same withdrawal, from any
 * process: the contract refuses a withdrawal id it has paid, and the second call reports the first
 * payment instead of failing.
 */
export class BridgePayer {
  private readonly publicClient: PublicClient;
  private readonly wallet: WalletClient<ReturnType<typeof http>, Chain, PrivateKeyAccount>;

  constructor(private readonly options: BridgePayerOptions) {
    this.publicClient = createPublicClient({ chain: options.chain, transport: http() });
    this.wallet = createWalletClient({
      account: privateKeyToAccount(options.operatorPrivateKey),
      chain: options.chain,
      transport: http(),
    });
  }

  private isPaid(withdrawalId: Hex): Promise<boolean> {
    return this.publicClient.readContract({
      address: this.options.bridge,
      abi: bridgeAbi,
      functionName: 'isPaid',
      args: [withdrawalId],
    });
  }

  private async earlierPayment(withdrawalId: Hex): Promise<PayoutResult> {
    const [event] = await this.publicClient.getContractEvents({
      address: this.options.bridge,
      abi: bridgeAbi,
      eventName: 'Payout',
      args: { withdrawalId },
      fromBlock: 'earliest',
    });
    return { status: 'already-paid', txHash: event?.transactionHash };
  }

  async pay(withdrawal: Withdrawal): Promise<PayoutResult> {
    const { withdrawalId, destination } = withdrawal;
    if (!isHex(withdrawalId) || size(withdrawalId) !== 32)
      throw new Error('a withdrawal id is 32 bytes of hex');
    if (!isAddress(destination)) throw new Error(`invalid destination ${destination}`);
    const amount = parseUsdc(withdrawal.usdc);

    if (await this.isPaid(withdrawalId)) return this.earlierPayment(withdrawalId);
    try {
      const txHash = await this.wallet.writeContract({
        address: this.options.bridge,
        abi: bridgeAbi,
        functionName: 'payout',
        args: [destination, amount, withdrawalId],
      });
      const receipt = await this.publicClient.waitForTransactionReceipt({
        hash: txHash,
        pollingInterval: 100,
      });
      if (receipt.status === 'success') return { status: 'paid', txHash };
      throw new Error(`payout ${txHash} reverted`);
    } catch (error) {
      // A concurrent or earlier attempt won the race: the contract refused the second payment.
      if (await this.isPaid(withdrawalId)) return this.earlierPayment(withdrawalId);
      throw error;
    }
  }
}
