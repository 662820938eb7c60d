import { join } from 'node:path';
import { usdcAbi } from '@pluto/contracts';
import { ARBITRUM_CHAIN_ID } from '@pluto/core';
import {
  type Address,
  type Chain,
  createPublicClient,
  createTestClient,
  createWalletClient,
  type Hex,
  http,
  keccak256,
  parseUnits,
  stringToHex,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DepositWatcher } from '../src/bridge/deposit-watcher';
import type { CreditOutcome, DepositCredit, DepositLedger } from '../src/bridge/ledger';
import { BridgePayer } from '../src/bridge/payout';
import { type DevnetChainLayer, startChainLayer } from '../src/chain-layer';
import { defaultChainSpecs } from '../src/config';
import { BRIDGE_OPERATOR_PRIVATE_KEY, bridgeDeployment, devAccounts } from '../src/deploy';
import { isProcessAlive, temporaryDataDir } from './helpers';

/** Test double of the exchange engine's side: exactly-once by (txHash, logIndex), every call recorded. */
class RecordingLedger implements DepositLedger {
  readonly calls: DepositCredit[] = [];
  readonly credited = new Map<string, DepositCredit>();

  async creditDeposit(input: DepositCredit): Promise<CreditOutcome> {
    this.calls.push(input);
    const key = `${input.txHash}:${input.logIndex}`;
    if (this.credited.has(key)) return 'duplicate';
    this.credited.set(key, input);
    return 'credited';
  }
}

const usdcUnits = (amount: string) => parseUnits(amount, 6);
const [, depositor, otherDepositor, withdrawer] = devAccounts;
if (!depositor || !otherDepositor || !withdrawer) throw new Error('the devnet has thirty dev accounts');

describe('the Arbitrum USDC bridge', () => {
  const dataDir = temporaryDataDir('bridge');
  const cursorFile = () => join(dataDir.path, 'bridge', 'deposit-cursor.json');
  let layer: DevnetChainLayer;
  let arbitrum: Chain;
  let usdc: Address;
  let bridge: Address;
  let startBlock: number;

  const publicClient = () => createPublicClient({ chain: arbitrum, transport: http() });
  const usdcBalance = (owner: Address) =>
    publicClient().readContract({ address: usdc, abi: usdcAbi, functionName: 'balanceOf', args: [owner] });
  const deposit = async (from: { privateKey: Hex }, amount: string) => {
    const wallet = createWalletClient({
      account: privateKeyToAccount(from.privateKey),
      chain: arbitrum,
      transport: http(),
    });
    const hash = await wallet.writeContract({
      address: usdc,
      abi: usdcAbi,
      functionName: 'transfer',
      args: [bridge, usdcUnits(amount)],
    });
    await publicClient().waitForTransactionReceipt({ hash });
    return hash;
  };
  const watcher = (ledger: DepositLedger, confirmations = 1) =>
    new DepositWatcher({
      chain: arbitrum,
      usdc,
      bridge,
      ledger,
      cursorFile: cursorFile(),
      startBlock,
      confirmations,
    });
  const payer = () =>
    new BridgePayer({ chain: arbitrum, bridge, operatorPrivateKey: BRIDGE_OPERATOR_PRIVATE_KEY });

  const startLayer = async () => {
    layer = await startChainLayer(dataDir.path, defaultChainSpecs(0, [ARBITRUM_CHAIN_ID]));
    const running = layer.chains.get(ARBITRUM_CHAIN_ID);
    if (!running) throw new Error('Arbitrum is not running');
    arbitrum = running.viemChain;
    ({ usdc, bridge, startBlock } = bridgeDeployment(layer.deployment));
  };

  beforeAll(startLayer);
  afterAll(async () => {
    await layer?.stop();
    dataDir.remove();
  });

  describe('deposits', () => {
    const ledger = new RecordingLedger();

    it('credits a 100 USDC deposit to its sender once', async () => {
      const txHash = await deposit(depositor, '100');
      const outcomes = await watcher(ledger).poll();
      expect(outcomes.map((outcome) => outcome.outcome)).toEqual(['credited']);
      expect(ledger.calls).toEqual([{ user: depositor.address, usdc: '100', txHash, logIndex: 0 }]);
      expect(await watcher(ledger).poll()).toEqual([]);
      expect(ledger.calls).toHaveLength(1);
    });

    it('does not credit a deposit under the 5 USDC minimum', async () => {
      const bridgeBefore = await usdcBalance(bridge);
      const txHash = await deposit(otherDepositor, '3');
      const outcomes = await watcher(ledger).poll();
      expect(outcomes).toEqual([
        {
          user: otherDepositor.address,
          amount: usdcUnits('3'),
          txHash,
          logIndex: 0,
          outcome: 'below-minimum',
        },
      ]);
      expect(ledger.calls).toHaveLength(1);
      // The funds stay in the bridge, lost to the sender, as on Hyperliquid.
      expect(await usdcBalance(bridge)).toBe(bridgeBefore + usdcUnits('3'));
    });

    it('credits exactly 5 USDC, the minimum itself', async () => {
      await deposit(otherDepositor, '5');
      expect((await watcher(ledger).poll()).map((outcome) => outcome.outcome)).toEqual(['credited']);
      expect(ledger.calls.at(-1)).toMatchObject({ user: otherDepositor.address, usdc: '5' });
    });

    it('a restarted watcher resumes from its saved cursor and credits nothing twice', async () => {
      const callsBefore = ledger.calls.length;
      expect(await watcher(ledger).poll()).toEqual([]);
      expect(ledger.calls).toHaveLength(callsBefore);
    });

    it('a crash after crediting but before saving the cursor re-delivers, and the ledger refuses duplicates', async () => {
      const creditedBefore = ledger.credited.size;
      const withoutCursor = new DepositWatcher({
        chain: arbitrum,
        usdc,
        bridge,
        ledger,
        cursorFile: join(dataDir.path, 'bridge', 'lost-cursor.json'),
        startBlock,
      });
      const outcomes = await withoutCursor.poll();
      expect(outcomes.map((outcome) => outcome.outcome)).toEqual(['duplicate', 'below-minimum', 'duplicate']);
      expect(ledger.credited.size).toBe(creditedBefore);
    });

    it('waits for the configured confirmations', async () => {
      const txHash = await deposit(depositor, '20');
      const confirming = watcher(ledger, 2);
      expect(await confirming.poll()).toEqual([]);
      await createTestClient({ mode: 'anvil', chain: arbitrum, transport: http() }).mine({ blocks: 1 });
      expect(await confirming.poll()).toMatchObject([{ txHash, outcome: 'credited' }]);
    });

    it('rescans a chain that went back to an older state, so deposits mined after it are not missed', async () => {
      const testClient = createTestClient({ mode: 'anvil', chain: arbitrum, transport: http() });
      const snapshot = await testClient.snapshot();
      await testClient.mine({ blocks: 3 });
      await watcher(ledger).poll();
      await testClient.revert({ id: snapshot });
      const txHash = await deposit(depositor, '11');
      const outcomes = await watcher(ledger).poll();
      expect(outcomes.filter((outcome) => outcome.outcome === 'credited')).toMatchObject([{ txHash }]);
      expect(outcomes.some((outcome) => outcome.outcome === 'duplicate')).toBe(true);
    });

    it('keeps a deposit the engine failed to take for the next poll', async () => {
      let engineDown = true;
      const flaky: DepositLedger = {
        creditDeposit: (input) =>
          engineDown ? Promise.reject(new Error('engine down')) : ledger.creditDeposit(input),
      };
      const txHash = await deposit(depositor, '30');
      await expect(watcher(flaky).poll()).rejects.toThrow('engine down');
      engineDown = false;
      expect(await watcher(flaky).poll()).toMatchObject([{ txHash, outcome: 'credited' }]);
    });

    it('credits deposits as they arrive while running, and stops cleanly', async () => {
      const running = new DepositWatcher({
        chain: arbitrum,
        usdc,
        bridge,
        ledger,
        cursorFile: cursorFile(),
        startBlock,
        pollIntervalMs: 50,
      });
      running.start();
      const txHash = await deposit(otherDepositor, '42.5');
      await expect
        .poll(() => ledger.calls.some((call) => call.txHash === txHash), { timeout: 5000 })
        .toBe(true);
      await running.stop();
      expect(ledger.calls.find((call) => call.txHash === txHash)).toMatchObject({ usdc: '42.5' });
    });
  });

  describe('withdrawals', () => {
    const withdrawalId = keccak256(stringToHex('withdraw3 of 10 USDC'));

    it('pays a withdrawal net of the fee once, however often it is retried', async () => {
      const before = await usdcBalance(withdrawer.address);
      const first = await payer().pay({ withdrawalId, destination: withdrawer.address, usdc: '9' });
      expect(first.status).toBe('paid');
      expect(await usdcBalance(withdrawer.address)).toBe(before + usdcUnits('9'));

      const retried = await payer().pay({ withdrawalId, destination: withdrawer.address, usdc: '9' });
      expect(retried).toEqual({ status: 'already-paid', txHash: first.txHash });
      expect(await usdcBalance(withdrawer.address)).toBe(before + usdcUnits('9'));
    });

    it('pays once when two payers race on the same withdrawal', async () => {
      const racedId = keccak256(stringToHex('raced withdrawal'));
      const before = await usdcBalance(withdrawer.address);
      const results = await Promise.all([
        payer().pay({ withdrawalId: racedId, destination: withdrawer.address, usdc: '1.25' }),
        payer().pay({ withdrawalId: racedId, destination: withdrawer.address, usdc: '1.25' }),
      ]);
      expect(results.map((result) => result.status).sort()).toEqual(['already-paid', 'paid']);
      expect(await usdcBalance(withdrawer.address)).toBe(before + usdcUnits('1.25'));
    });

    it('refuses malformed withdrawals before touching the chain', async () => {
      const valid = { withdrawalId, destination: withdrawer.address, usdc: '1' };
      await expect(payer().pay({ ...valid, withdrawalId: '0x1234' })).rejects.toThrow(/32 bytes/);
      await expect(payer().pay({ ...valid, usdc: '0' })).rejects.toThrow(/positive/);
      await expect(payer().pay({ ...valid, usdc: '1.0000001' })).rejects.toThrow(/invalid USDC amount/);
      await expect(payer().pay({ ...valid, usdc: '-1' })).rejects.toThrow(/invalid USDC amount/);
    });
  });

  describe('after the whole devnet restarts', () => {
    it('credits nothing twice and pays nothing twice', async () => {
      const ledger = new RecordingLedger();
      await watcher(ledger).poll();
      const withdrawerBalance = await usdcBalance(withdrawer.address);
      await layer.stop();
      await startLayer();

      expect(await watcher(ledger).poll()).toEqual([]);
      expect(ledger.calls).toEqual([]);
      const retried = await payer().pay({
        withdrawalId: keccak256(stringToHex('withdraw3 of 10 USDC')),
        destination: withdrawer.address,
        usdc: '9',
      });
      expect(retried.status).toBe('already-paid');
      expect(await usdcBalance(withdrawer.address)).toBe(withdrawerBalance);

      const txHash = await deposit(depositor, '7');
      expect(await watcher(ledger).poll()).toMatchObject([{ txHash, outcome: 'credited' }]);
    });
  });
});

describe('a devnet killed with kill -9 right after a deposit', () => {
  const dataDir = temporaryDataDir('bridge-killed');
  const ledger = new RecordingLedger();
  let layer: DevnetChainLayer;

  const start = async () => {
    layer = await startChainLayer(dataDir.path, defaultChainSpecs(0, [ARBITRUM_CHAIN_ID]));
    const running = layer.chains.get(ARBITRUM_CHAIN_ID);
    if (!running) throw new Error('Arbitrum is not running');
    const { usdc, bridge, startBlock } = bridgeDeployment(layer.deployment);
    const chain = running.viemChain;
    const watcher = new DepositWatcher({
      chain,
      usdc,
      bridge,
      ledger,
      cursorFile: join(dataDir.path, 'bridge', 'deposit-cursor.json'),
      startBlock,
      beforeCredit: () => layer.chains.persist(ARBITRUM_CHAIN_ID),
    });
    const deposit = async (amount: string) => {
      const wallet = createWalletClient({
        account: privateKeyToAccount(depositor.privateKey),
        chain,
        transport: http(),
      });
      const hash = await wallet.writeContract({
        address: usdc,
        abi: usdcAbi,
        functionName: 'transfer',
        args: [bridge, usdcUnits(amount)],
      });
      await createPublicClient({ chain, transport: http() }).waitForTransactionReceipt({ hash });
      return hash;
    };
    const receiptExists = (hash: Hex) =>
      createPublicClient({ chain, transport: http() })
        .getTransactionReceipt({ hash })
        .then(
          () => true,
          () => false,
        );
    return { watcher, deposit, receiptExists, pid: running.anvil.pid };
  };

  afterAll(async () => {
    await layer?.stop();
    dataDir.remove();
  });

  it('before the credit, with the chain left running: the next start keeps the deposit and credits it once', async () => {
    const first = await start();
    await first.watcher.poll(); // moves the cursor past the deployment
    const txHash = await first.deposit('100');
    // The supervisor dies here without stopping anything: its chain runs on, unsaved, until the next start.
    const restarted = await start();
    expect(isProcessAlive(first.pid)).toBe(false);
    expect(await restarted.receiptExists(txHash)).toBe(true);
    expect(await restarted.watcher.poll()).toMatchObject([{ txHash, outcome: 'credited' }]);
    expect(await (await start()).watcher.poll()).toEqual([]);
    expect(ledger.calls.filter((call) => call.txHash === txHash)).toHaveLength(1);
  });

  it('after the credit, with the chain killed too: the credited deposit is still on the restarted chain', async () => {
    const devnet = await start();
    const txHash = await devnet.deposit('50');
    expect(await devnet.watcher.poll()).toMatchObject([{ txHash, outcome: 'credited' }]);
    process.kill(devnet.pid, 'SIGKILL');

    const restarted = await start();
    expect(await restarted.receiptExists(txHash)).toBe(true);
    expect(await restarted.watcher.poll()).toEqual([]);
    expect(ledger.calls.filter((call) => call.txHash === txHash)).toHaveLength(1);
  });
});
