import { type Hex, numberToHex, type PublicClient, parseAbi, toEventSelector } from 'viem';

/** The events the indexer keeps: the pools' Swap/Sync/Mint/Burn and the tokens' Transfer. */
export const INDEXED_EVENTS = parseAbi([
  'event Swap(address indexed sender, uint256 amount0In, uint256 amount1In, uint256 amount0Out, uint256 amount1Out, address indexed to)',
  'event Sync(uint112 reserve0, uint112 reserve1)',
  'event Mint(address indexed sender, uint256 amount0, uint256 amount1)',
  'event Burn(address indexed sender, uint256 amount0, uint256 amount1, address indexed to)',
  'event Transfer(address indexed from, address indexed to, uint256 value)',
]);

type EventName = (typeof INDEXED_EVENTS)[number]['name'];

interface LogPlace {
  /** Lower case, as every address the indexer stores. */
  address: string;
  blockNumber: bigint;
  blockHash: string;
  transactionHash: string;
  logIndex: number;
}

/** A decoded log of `INDEXED_EVENTS`; addresses in lower case. */
export type IndexedLog = LogPlace &
  (
    | { eventName: 'Transfer'; args: { from: string; to: string; value: bigint } }
    | { eventName: 'Sync'; args: { reserve0: bigint; reserve1: bigint } }
    | {
        eventName: 'Swap';
        args: { amount0In: bigint; amount1In: bigint; amount0Out: bigint; amount1Out: bigint; to: string };
      }
    | { eventName: 'Mint' | 'Burn'; args: { amount0: bigint; amount1: bigint } }
  );

/** A log as `eth_getLogs` answers it. */
export interface RpcLog {
  address: string;
  topics: string[];
  data: string;
  blockNumber: string;
  blockHash: string;
  transactionHash: string;
  logIndex: string;
  removed?: boolean;
}

/**
 * Each event's shape: topics (the selector and its indexed arguments) and 32-byte data words. A log
 * of another shape under the same selector (an ERC-721 `Transfer` indexes its third argument) is not
 * one of these events and is skipped, as viem's strict decoding does.
 */
const SHAPES: Record<EventName, { topics: number; words: number }> = {
  Swap: { topics: 3, words: 4 },
  Sync: { topics: 1, words: 2 },
  Mint: { topics: 2, words: 2 },
  Burn: { topics: 3, words: 2 },
  Transfer: { topics: 3, words: 1 },
};

const EVENT_BY_SELECTOR = new Map<string, EventName>(
  INDEXED_EVENTS.map((event) => [toEventSelector(event), event.name]),
);

/**
 * Decodes one log of `INDEXED_EVENTS` by slicing its topics and data (a fixed layout: addresses and
 * uint words), without viem's generic ABI decoder and the checksum (keccak) of every address it
 * returns — most of the indexer's CPU at 20,000 logs a second. Null for any other log.
 */
export function decodeIndexedLog(log: RpcLog): IndexedLog | null {
  const eventName = EVENT_BY_SELECTOR.get(log.topics[0]?.toLowerCase() ?? '');
  if (!eventName || log.removed) return null;
  const shape = SHAPES[eventName];
  if (log.topics.length !== shape.topics || log.data.length !== 2 + 64 * shape.words) return null;
  const word = (index: number) => BigInt(`0x${log.data.slice(2 + 64 * index, 66 + 64 * index)}`);
  const topicAddress = (index: number) => `0x${(log.topics[index] as string).slice(26).toLowerCase()}`;
  const place: LogPlace = {
    address: log.address.toLowerCase(),
    blockNumber: BigInt(log.blockNumber),
    blockHash: log.blockHash,
    transactionHash: log.transactionHash,
    logIndex: Number(log.logIndex),
  };
  switch (eventName) {
    case 'Transfer':
      return { ...place, eventName, args: { from: topicAddress(1), to: topicAddress(2), value: word(0) } };
    case 'Sync':
      return { ...place, eventName, args: { reserve0: word(0), reserve1: word(1) } };
    case 'Swap':
      return {
        ...place,
        eventName,
        args: {
          amount0In: word(0),
          amount1In: word(1),
          amount0Out: word(2),
          amount1Out: word(3),
          to: topicAddress(2),
        },
      };
    default:
      return { ...place, eventName, args: { amount0: word(0), amount1: word(1) } };
  }
}

/**
 * `INDEXED_EVENTS` logs of `addresses` in blocks `from`..`to`, decoded. Not retried by the transport:
 * an answer refused as too large would be refused again (each time costing the node the whole
 * answer), and the indexer's next step retries anything else.
 */
export async function readIndexedLogs(
  client: PublicClient,
  addresses: readonly string[],
  from: bigint,
  to: bigint,
): Promise<IndexedLog[]> {
  if (addresses.length === 0) return [];
  const logs = (await client.request(
    {
      method: 'eth_getLogs',
      params: [
        {
          address: addresses as Hex[],
          topics: [[...EVENT_BY_SELECTOR.keys()] as Hex[]],
          fromBlock: numberToHex(from),
          toBlock: numberToHex(to),
        },
      ],
    },
    { retryCount: 0 },
  )) as unknown as RpcLog[];
  return logs.flatMap((log) => decodeIndexedLog(log) ?? []);
}

/** What the indexer needs of a block: its place and, where it asked for them, its transactions' senders. */
export interface ChainBlock {
  number: bigint;
  hash: string;
  parentHash: string;
  timestamp: bigint;
  /** Transaction hash → sender (lower case); empty unless asked for. */
  senders: [string, string][];
}

interface RpcBlock {
  number: string;
  hash: string;
  parentHash: string;
  timestamp: string;
  transactions: (string | { hash: string; from: string })[];
}

/**
 * Block `number`'s header, with its transactions' senders when `withSenders` (the whole transactions
 * are the only way a JSON-RPC node gives them); read raw, so the thousands of transactions of a busy
 * block are not each formatted. Null when the node does not have the block.
 */
export async function readBlock(
  client: PublicClient,
  number: bigint,
  withSenders: boolean,
): Promise<ChainBlock | null> {
  const block = (await client.request({
    method: 'eth_getBlockByNumber',
    params: [numberToHex(number), withSenders],
  })) as unknown as RpcBlock | null;
  if (!block?.hash) return null;
  return {
    number: BigInt(block.number),
    hash: block.hash,
    parentHash: block.parentHash,
    timestamp: BigInt(block.timestamp),
    senders: withSenders
      ? block.transactions.flatMap((tx) => (typeof tx === 'string' ? [] : [[tx.hash, tx.from.toLowerCase()]]))
      : [],
  };
}
