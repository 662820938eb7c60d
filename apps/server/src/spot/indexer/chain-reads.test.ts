import {
  encodeAbiParameters,
  encodeEventTopics,
  erc721Abi,
  type Hex,
  numberToHex,
  parseEventLogs,
} from 'viem';
import { describe, expect, it } from 'vitest';
import { decodeIndexedLog, INDEXED_EVENTS, type RpcLog } from './chain-reads';

const PAIR = '0x1F98431c8aD98523631AE4a59f267346ea31F984';
const ALICE = '0xab5801a7d398351b8be11c439e05c5b3259aec9b';
const BOB = '0x9b3a3a6a2bc4e3b7c6dfa1e7d0c1f0b6e5f4a3d2';
const place = {
  blockNumber: numberToHex(1_234_567n),
  blockHash: `0x${'ab'.repeat(32)}`,
  transactionHash: `0x${'cd'.repeat(32)}`,
  logIndex: numberToHex(17),
  removed: false,
};

function rpcLog(topics: readonly unknown[], data: Hex): RpcLog {
  return { ...place, address: PAIR, topics: topics as string[], data };
}

const uints = (...values: bigint[]) =>
  encodeAbiParameters(
    values.map(() => ({ type: 'uint256' })),
    values,
  );

const logs = {
  Swap: rpcLog(
    encodeEventTopics({ abi: INDEXED_EVENTS, eventName: 'Swap', args: { sender: ALICE, to: BOB } }),
    uints(0n, 10n ** 17n, 123_456_789n, 0n),
  ),
  Sync: rpcLog(encodeEventTopics({ abi: INDEXED_EVENTS, eventName: 'Sync' }), uints(2n ** 111n, 5n)),
  Mint: rpcLog(
    encodeEventTopics({ abi: INDEXED_EVENTS, eventName: 'Mint', args: { sender: ALICE } }),
    uints(7n, 8n),
  ),
  Burn: rpcLog(
    encodeEventTopics({ abi: INDEXED_EVENTS, eventName: 'Burn', args: { sender: ALICE, to: BOB } }),
    uints(9n, 10n),
  ),
  Transfer: rpcLog(
    encodeEventTopics({ abi: INDEXED_EVENTS, eventName: 'Transfer', args: { from: ALICE, to: BOB } }),
    uints(2n ** 255n + 1n),
  ),
};

describe('decodeIndexedLog', () => {
  it.each(Object.keys(logs) as (keyof typeof logs)[])('decodes %s as viem’s ABI decoder does', (name) => {
    const log = logs[name];
    const [expected] = parseEventLogs({ abi: INDEXED_EVENTS, logs: [log as never], strict: true });
    const decoded = decodeIndexedLog(log);
    expect(decoded).toMatchObject({
      eventName: name,
      address: PAIR.toLowerCase(),
      blockNumber: 1_234_567n,
      blockHash: place.blockHash,
      transactionHash: place.transactionHash,
      logIndex: 17,
    });
    const expectedArgs: Record<string, unknown> = expected?.args ?? {};
    // Only what the indexer stores is decoded (not Swap's, Mint's or Burn's `sender`, nor Burn's `to`).
    for (const [key, value] of Object.entries(decoded?.args ?? {})) {
      const viemValue = expectedArgs[key];
      expect(value).toEqual(typeof viemValue === 'string' ? viemValue.toLowerCase() : viemValue);
    }
    expect(Object.keys(decoded?.args ?? {}).length).toBeGreaterThan(0);
  });

  it('skips logs of other events and other shapes under a kept selector', () => {
    const approval = rpcLog(
      encodeEventTopics({ abi: erc721Abi, eventName: 'Approval', args: { owner: ALICE, spender: BOB } }),
      '0x',
    );
    // An ERC-721 Transfer: the same selector, the token id indexed as a third topic, no data.
    const nft = rpcLog(
      encodeEventTopics({
        abi: erc721Abi,
        eventName: 'Transfer',
        args: { from: ALICE, to: BOB, tokenId: 5n },
      }),
      '0x',
    );
    expect(decodeIndexedLog(approval)).toBeNull();
    expect(decodeIndexedLog(nft)).toBeNull();
    expect(decodeIndexedLog({ ...logs.Sync, data: uints(1n) })).toBeNull();
    expect(decodeIndexedLog({ ...logs.Sync, removed: true })).toBeNull();
  });
});
