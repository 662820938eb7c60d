import { USDC_DECIMALS, usdcAbi } from '@pluto/contracts';
import {
  type Address,
  type Chain,
  createPublicClient,
  formatUnits,
  type Hash,
  http,
  type PublicClient,
  parseUnits,
  zeroAddress,
} from 'viem';
import { readJsonIfExists, writeFileAtomic } from '../files';
import type { CreditOutcome, DepositLedger } from './ledger';
import { PollLoop } from './poll-loop';

/** Hyperliquid's bridge minimum: smaller deposits are not credited (and are lost, as there). */
export const BRIDGE_MINIMUM_USDC = parseUnits('5', USDC_DECIMALS);

export interface DepositWatcherOptions {
  /** The Arbitrum chain; its default RPC URL is polled. */
  chain: Chain;
  usdc: Address;
  bridge: Address;
  ledger: DepositLedger;
  /** Where the next block to scan is kept across restarts, e.g. `<dataDir>/bridge/deposit-cursor.json`. */
  cursorFile: string;
  /** First block to scan when there is no cursor yet: the bridge's deployment block. */
  startBlock: number;
  /** A deposit is processed once this many blocks, its own included, are on the chain. */
  confirmations?: number;
  /** In USDC base units; Hyperliquid's 5 USDC unless given. */
  minimumUsdc?: bigint;
  /** Bounds one `eth_getLogs` request. */
  maxBlockRange?: number;
  pollIntervalMs?: number;
  /**
   * Makes the chain's state durable before the engine hears of a deposit (the devnet passes
   * `() => chains.persist(42161)`), so a devnet killed afterwards never restarts on a chain without it.
   */
  beforeCredit?: () => Promise<void>;
  /** Failures of a background poll (the next poll retries the same blocks). */
  onError?: (error: unknown) => void;
}

export interface DepositOutcome {
  user: Address;
  amount: bigint;
  txHash: `0x${string}`;
  logIndex: number;
  outcome: CreditOutcome;
}

interface Cursor {
  nextBlock: number;
  /** Hash of block `nextBlock - 1` when it was scanned, to notice a chain that went back in time. */
  scannedBlockHash: Hash;
}

/**
 * Watches USDC transfers to the bridge and credits them on the exchange. The cursor advances only
 * after every deposit below it was acknowledged by the ledger, so a crash at any point re-delivers
 * (the ledger deduplicates) and never skips.
 */
export class DepositWatcher {
  private readonly client: PublicClient;
  private readonly confirmations: number;
  private readonly minimumUsdc: bigint;
  private readonly maxBlockRange: number;
  private readonly loop: PollLoop;

  constructor(private readonly options: DepositWatcherOptions) {
    this.loop = new PollLoop(() => this.poll(), options.pollIntervalMs ?? 500, options.onError);
    // No block-number cache: a poll must see the head as it is now.
    this.client = createPublicClient({ chain: options.chain, transport: http(), cacheTime: 0 });
    this.confirmations = Math.max(1, options.confirmations ?? 1);
    this.minimumUsdc = options.minimumUsdc ?? BRIDGE_MINIMUM_USDC;
    this.maxBlockRange = options.maxBlockRange ?? 2000;
  }

  /**
   * Where to scan from. A chain restarted from a state saved before the cursor's block (its node was
   * killed before saving) has different blocks there: everything is scanned again from the start, as
   * the ledger refuses what it already credited.
   */
  private async resumeBlock(head: number): Promise<number> {
    const cursor = readJsonIfExists<Cursor>(this.options.cursorFile);
    if (!cursor) return this.options.startBlock;
    const scanned = cursor.nextBlock - 1;
    const stillThere =
      scanned <= head &&
      (await this.client.getBlock({ blockNumber: BigInt(scanned) })).hash === cursor.scannedBlockHash;
    return stillThere ? cursor.nextBlock : this.options.startBlock;
  }

  /** Processes every confirmed block after the cursor; returns what happened to each deposit seen. */
  async poll(): Promise<DepositOutcome[]> {
    const head = Number(await this.client.getBlockNumber());
    const lastConfirmed = head - this.confirmations + 1;
    const outcomes: DepositOutcome[] = [];
    for (let fromBlock = await this.resumeBlock(head); fromBlock <= lastConfirmed; ) {
      const toBlock = Math.min(lastConfirmed, fromBlock + this.maxBlockRange - 1);
      const transfers = await this.client.getContractEvents({
        address: this.options.usdc,
        abi: usdcAbi,
        eventName: 'Transfer',
        args: { to: this.options.bridge },
        fromBlock: BigInt(fromBlock),
        toBlock: BigInt(toBlock),
        strict: true,
      });
      // Mints into the bridge are its float, not anyone's deposit.
      const deposits = transfers.filter((transfer) => transfer.args.from !== zeroAddress);
      if (deposits.some((transfer) => transfer.args.value >= this.minimumUsdc))
        await this.options.beforeCredit?.();
      for (const transfer of deposits) {
        outcomes.push(
          await this.credit(
            transfer.args.from,
            transfer.args.value,
            transfer.transactionHash,
            transfer.logIndex,
          ),
        );
      }
      const { hash } = await this.client.getBlock({ blockNumber: BigInt(toBlock) });
      const cursor: Cursor = { nextBlock: toBlock + 1, scannedBlockHash: hash };
      writeFileAtomic(this.options.cursorFile, JSON.stringify(cursor));
      fromBlock = toBlock + 1;
    }
    return outcomes;
  }

  private async credit(
    user: Address,
    amount: bigint,
    txHash: `0x${string}`,
    logIndex: number,
  ): Promise<DepositOutcome> {
    if (amount < this.minimumUsdc) return { user, amount, txHash, logIndex, outcome: 'below-minimum' };
    const outcome = await this.options.ledger.creditDeposit({
      user,
      usdc: formatUnits(amount, USDC_DECIMALS),
      txHash,
      logIndex,
    });
    return { user, amount, txHash, logIndex, outcome };
  }

  /** Polls every `pollIntervalMs` until `stop()`. */
  start(): void {
    this.loop.start();
  }

  /** Resolves once no poll is in flight, so the cursor file is final. */
  stop(): Promise<void> {
    return this.loop.stop();
  }
}
