import { type Address, getContractAddress, type Hash, type PublicClient } from 'viem';

/**
 * Sends every transaction of one step with consecutive nonces and no waiting in between, then waits for
 * all receipts: a chain with interval mining takes one block per step instead of one per transaction.
 */
export class TransactionBatch {
  private readonly pending: Hash[] = [];

  constructor(
    private readonly publicClient: PublicClient,
    private nonce: number,
  ) {}

  next(): number {
    return this.nonce++;
  }

  add(hash: Hash): void {
    this.pending.push(hash);
  }

  /** Sends a deployment with the next nonce; its address follows from the sender and that nonce. */
  async deploy(from: Address, send: (nonce: number) => Promise<Hash>): Promise<Address> {
    const nonce = this.next();
    this.add(await send(nonce));
    return getContractAddress({ from, nonce: BigInt(nonce) });
  }

  async settle(): Promise<void> {
    const receipts = await Promise.all(
      this.pending
        .splice(0)
        .map((hash) => this.publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })),
    );
    const failed = receipts.find((receipt) => receipt.status !== 'success');
    if (failed) throw new Error(`deployment transaction ${failed.transactionHash} reverted`);
  }
}
