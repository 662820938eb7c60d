import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_ERR } from '../src/agents';
import { ERR } from '../src/errors';
import { FUNDS_ERR } from '../src/funds';
import { readWal } from '../src/persist/wal';
import { fundedAccount, type Harness, refusal, startHarness } from './harness';

/**
 * Issue 19 point 6: a correctly signed command whose values are bad is refused before it is written
 * to the write-ahead log (which holds only commands accepted for execution), with the same text as
 * when the engine refused it after logging; it uses no nonce.
 */

const dataDir = mkdtempSync(join(tmpdir(), 'exchange-wal-refusals-'));
const walPath = join(dataDir, 'wal.jsonl');
let h: Harness;

beforeAll(async () => {
  h = await startHarness({ dataDir });
});

afterAll(async () => {
  await h.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('signed but invalid commands', () => {
  it('are answered with the engine refusal texts and never reach the log', async () => {
    const wallet = fundedAccount(h, '1000');
    const client = h.client(wallet);
    const other = privateKeyToAccount(generatePrivateKey()).address;
    const logged = readWal(walPath).length;
    const cases: [() => Promise<unknown>, string][] = [
      [() => client.withdraw3({ destination: other, amount: '0.5' }), FUNDS_ERR.belowFee],
      [() => client.withdraw3({ destination: other, amount: '0' }), FUNDS_ERR.invalidAmount],
      [() => client.usdSend({ destination: wallet.address, amount: '10' }), FUNDS_ERR.sendToSelf],
      [() => client.usdClassTransfer({ amount: '1.0000001', toPerp: false }), FUNDS_ERR.invalidAmount],
      [() => client.approveAgent({ agentAddress: wallet.address, agentName: null }), AGENT_ERR.self],
      [() => client.approveBuilderFee({ builder: other, maxFeeRate: '5%' }), 'Invalid builder fee approval.'],
      [() => client.updateLeverage({ asset: 0, isCross: true, leverage: 1000 }), ERR.invalidLeverage],
      [() => client.updateIsolatedMargin({ asset: 10_000, isBuy: true, ntli: 5 }), ERR.unknownAsset],
      [() => client.cancel({ cancels: [] }), ERR.emptyBatch],
      [
        () =>
          client.modify({
            oid: 987_654,
            order: { a: 0, b: true, p: '113000', s: '0.01', r: false, t: { limit: { tif: 'Gtc' } } },
          }),
        ERR.modifyDead,
      ],
    ];
    for (const [attempt, text] of cases) expect(await refusal(attempt())).toBe(text);
    expect(readWal(walPath)).toHaveLength(logged);
    expect(h.service.engine.state.nonces.get(wallet.address.toLowerCase()) ?? []).toHaveLength(0);

    // A valid command of the same kinds is still logged and executed.
    await client.withdraw3({ destination: other, amount: '10' });
    expect(readWal(walPath)).toHaveLength(logged + 1);
  });
});
