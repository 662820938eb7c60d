import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Command } from '../actions';
import { Engine } from '../engine';
import { fillWire } from '../fill-record';
import { ExchangeService } from '../service';
import * as views from '../views';
import { metaAndAssetCtxs } from '../views-market';
import { decodeState, encodeState } from './codec';
import { encodeRecord, readWal, Wal } from './wal';

const A = '0x1111111111111111111111111111111111111111';
const B = '0x2222222222222222222222222222222222222222';
const AGENT = '0xaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
const T0 = 1_800_000_000_000;

/** A BTC order action of one order. */
const order = (p: string, s: string, b: boolean, tif: 'Gtc' | 'Ioc' = 'Gtc') => ({
  type: 'order' as const,
  orders: [{ a: 0, b, p, s, r: false, t: { limit: { tif } } }],
  grouping: 'na' as const,
});

/** A command script touching every part of the state: books, triggers, fills, agents, funds, funding. */
function script(): Command[] {
  let t = T0;
  const next = () => ++t;
  return [
    { time: next(), action: { type: 'creditDeposit', user: A, usdc: '50000', txHash: '0x01', logIndex: 0 } },
    { time: next(), action: { type: 'creditDeposit', user: B, usdc: '50000', txHash: '0x01', logIndex: 1 } },
    { time: next(), user: B, action: order('113100', '0.05', false) },
    { time: next(), user: B, action: order('113100', '0.02', false) },
    { time: next(), user: B, action: order('112900', '0.05', true) },
    {
      time: next(),
      signer: A,
      nonce: t,
      action: { type: 'approveAgent', agentAddress: AGENT, agentName: 'bot' },
    },
    { time: next(), signer: AGENT, nonce: t, action: order('113100', '0.03', true, 'Ioc') },
    {
      time: next(),
      user: A,
      action: {
        type: 'order',
        orders: [
          {
            a: 0,
            b: false,
            p: '100000',
            s: '0.03',
            r: true,
            t: { trigger: { isMarket: true, triggerPx: '105000', tpsl: 'sl' } },
          },
        ],
        grouping: 'na',
      },
    },
    { time: next(), signer: A, nonce: t, action: { type: 'withdraw3', destination: B, amount: '100' } },
    { time: next(), signer: A, nonce: t, action: { type: 'usdClassTransfer', amount: '10', toPerp: false } },
    { time: next(), action: { type: 'setOracle', prices: { BTC: '113050' } } },
    { time: next(), action: { type: 'settleFunding' } },
    { time: next(), action: { type: 'samplePortfolio' } },
  ];
}

/**
 * `script()`'s fills and BTC trade prints as the encoder wrote them before fills and trades kept their
 * command's seq (fills with the hash itself, trades in wire form); the rest of that snapshot is what
 * the encoder writes today.
 */
const HASHED_FILLS =
  '{"$m":[["0x1111111111111111111111111111111111111111",[{"coin":"BTC","px":{"$b":"113100000000000000000000"},"sz":{"$b":"30000000000000000"},"isBuy":true,"time":1800000000007,"startPosition":{"$b":"0"},"dir":"Open Long","closedPnl":{"$b":"0"},"hash":"0x55e90737ba9602226af117dfb1d34aa4bfa1dc5df62045690fff634806a6cb0f","oid":10000000003,"crossed":true,"fee":{"$b":"1526850000000000000"},"builderFee":{"$b":"0"},"tid":835085606247910,"cloid":null,"liquidation":null}]],["0x2222222222222222222222222222222222222222",[{"coin":"BTC","px":{"$b":"113100000000000000000000"},"sz":{"$b":"30000000000000000"},"isBuy":false,"time":1800000000007,"startPosition":{"$b":"0"},"dir":"Open Short","closedPnl":{"$b":"0"},"hash":"0x55e90737ba9602226af117dfb1d34aa4bfa1dc5df62045690fff634806a6cb0f","oid":10000000000,"crossed":false,"fee":{"$b":"508950000000000000"},"builderFee":{"$b":"0"},"tid":835085606247910,"cloid":null,"liquidation":null}]]]}';
const WIRE_TRADES =
  '[{"coin":"BTC","side":"B","px":"113100.0","sz":"0.03","time":1800000000007,"hash":"0x55e90737ba9602226af117dfb1d34aa4bfa1dc5df62045690fff634806a6cb0f","tid":835085606247910,"users":["0x1111111111111111111111111111111111111111","0x2222222222222222222222222222222222222222"]}]';

/**
 * What the encoder wrote for `script()` before accounts, positions, hourly stats, fills and trade prints
 * were kept in integer units (`Dec` cash, volume, sizes, buckets and figures; the last trade's price as
 * a `Dec`): the parts of that snapshot that differ from today's.
 */
const DEC_PARTS = `{"accounts":{"$m":[["0x1111111111111111111111111111111111111111",{"user":"0x1111111111111111111111111111111111111111","cash":{"$b":"46495430756000000000000"},"positions":{"$m":[[0,{"szi":{"$b":"30000000000000000"},"entryPx":{"$b":"113100000000000000000000"},"isoRaw":{"$b":"0"},"cumFunding":{"allTime":{"$b":"42394000000000000"},"sinceOpen":{"$b":"42394000000000000"},"sinceChange":{"$b":"42394000000000000"}}}]]},"leverage":{"$m":[]},"spotUsdc":{"$b":"10000000000000000000"},"flows":{"$b":"49900000000000000000000"},"perpFlows":{"$b":"49890000000000000000000"},"volume":{"$b":"3393000000000000000000"}}],["0x2222222222222222222222222222222222222222",{"user":"0x2222222222222222222222222222222222222222","cash":{"$b":"53392533444000000000000"},"positions":{"$m":[[0,{"szi":{"$b":"-30000000000000000"},"entryPx":{"$b":"113100000000000000000000"},"isoRaw":{"$b":"0"},"cumFunding":{"allTime":{"$b":"-42394000000000000"},"sinceOpen":{"$b":"-42394000000000000"},"sinceChange":{"$b":"-42394000000000000"}}}]]},"leverage":{"$m":[]},"spotUsdc":{"$b":"0"},"flows":{"$b":"50000000000000000000000"},"perpFlows":{"$b":"50000000000000000000000"},"volume":{"$b":"3393000000000000000000"}}]]},"feesCollected":{"$b":"3035800000000000000"},"fills":{"$m":[["0x1111111111111111111111111111111111111111",[{"coin":"BTC","px":{"$b":"113100000000000000000000"},"sz":{"$b":"30000000000000000"},"isBuy":true,"time":1800000000007,"startPosition":{"$b":"0"},"dir":"Open Long","closedPnl":{"$b":"0"},"command":7,"oid":10000000003,"crossed":true,"fee":{"$b":"1526850000000000000"},"builderFee":{"$b":"0"},"tid":835085606247910,"cloid":null,"liquidation":null}]],["0x2222222222222222222222222222222222222222",[{"coin":"BTC","px":{"$b":"113100000000000000000000"},"sz":{"$b":"30000000000000000"},"isBuy":false,"time":1800000000007,"startPosition":{"$b":"0"},"dir":"Open Short","closedPnl":{"$b":"0"},"command":7,"oid":10000000000,"crossed":false,"fee":{"$b":"508950000000000000"},"builderFee":{"$b":"0"},"tid":835085606247910,"cloid":null,"liquidation":null}]]]},"btc":{"lastTrade":{"$b":"113100000000000000000000"},"hours":[{"hour":1800000000000,"ntl":{"$b":"3393000000000000000000"},"base":{"$b":"30000000000000000"},"openPx":{"$b":"113000000000000000000000"}}],"trades":[{"coin":"BTC","takerBuys":true,"px":{"$b":"113100000000000000000000"},"sz":{"$b":"30000000000000000"},"time":1800000000007,"command":7,"tid":835085606247910,"buyer":"0x1111111111111111111111111111111111111111","seller":"0x2222222222222222222222222222222222222222"}]}}`;

const dirs: string[] = [];
function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'exchange-persist-'));
  dirs.push(d);
  return d;
}

afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('snapshot codec', () => {
  it('round-trips the whole state, and the restored engine behaves identically', () => {
    const engine = new Engine();
    for (const cmd of script()) engine.execute(cmd);
    expect(engine.state.markets[0]?.book.size).toBeGreaterThan(0);
    expect(engine.state.markets[0]?.triggers.size).toBe(1);
    expect(engine.state.fills.get(A)?.length).toBeGreaterThan(0);
    expect(engine.state.agentOf.get(AGENT)).toBe(A);
    const json = encodeState(engine.state);
    const restored = new Engine({ state: decodeState(json, engine.universe) });
    expect(encodeState(restored.state)).toBe(json);
    const more: Command = {
      time: T0 + 100,
      user: B,
      action: order('113100', '0.04', true, 'Ioc'),
    };
    expect(restored.execute(more)).toEqual(engine.execute(more));
    expect(encodeState(restored.state)).toBe(encodeState(engine.state));
  });

  it('reads snapshots written when fills were stored in wire form', () => {
    const engine = new Engine();
    for (const cmd of script()) engine.execute(cmd);
    // The old form: every stored fill as its wire record, the rest of the snapshot unchanged.
    const snap = JSON.parse(encodeState(engine.state)) as { fills: { $m: [string, unknown[]][] } };
    snap.fills.$m = snap.fills.$m.map(([user]) => [
      user,
      (engine.state.fills.get(user)?.slice() ?? []).map(fillWire),
    ]);
    const old = JSON.stringify(snap);
    expect(old).toContain('"startPosition":"');
    const restored = new Engine({ state: decodeState(old, engine.universe) });
    for (const u of [A, B]) {
      expect(views.userFills(restored.state, u).length).toBeGreaterThan(0);
      expect(views.userFills(restored.state, u)).toEqual(views.userFills(engine.state, u));
    }
  });

  it('reads snapshots written when fills carried their hash and trades were stored in wire form', () => {
    const engine = new Engine();
    for (const cmd of script()) engine.execute(cmd);
    const snap = JSON.parse(encodeState(engine.state)) as { fills: unknown; markets: { trades: unknown }[] };
    snap.fills = JSON.parse(HASHED_FILLS);
    (snap.markets[0] as { trades: unknown }).trades = JSON.parse(WIRE_TRADES);
    const restored = new Engine({ state: decodeState(JSON.stringify(snap), engine.universe) });
    const sameViews = () => {
      for (const u of [A, B]) {
        expect(views.userFills(restored.state, u)).toEqual(views.userFills(engine.state, u));
        expect(views.userFillsByTime(restored.state, u, 0, null, true)).toEqual(
          views.userFillsByTime(engine.state, u, 0, null, true),
        );
      }
      expect(views.recentTrades(restored.state, 'BTC')).toEqual(views.recentTrades(engine.state, 'BTC'));
    };
    expect(views.recentTrades(restored.state, 'BTC')).toHaveLength(1);
    sameViews();
    // New prints and fills (stored with their seq) follow the restored ones: A buys B's resting ask.
    const buy: Command = {
      time: T0 + 100,
      user: A,
      action: order('113100', '0.02', true, 'Ioc'),
    };
    expect(restored.execute(buy)).toEqual(engine.execute(buy));
    expect(views.recentTrades(restored.state, 'BTC')).toHaveLength(2);
    sameViews();
  });

  it('reads snapshots written before accounts, fills and trades were kept in integer units', () => {
    const engine = new Engine();
    for (const cmd of script()) engine.execute(cmd);
    const old = JSON.parse(DEC_PARTS) as { btc: Record<string, unknown> } & Record<string, unknown>;
    const snap = JSON.parse(encodeState(engine.state)) as Record<string, unknown> & {
      markets: Record<string, unknown>[];
    };
    const { btc, ...parts } = old;
    Object.assign(snap, parts);
    const { lastTradeTicks: _ticks, ...market } = snap.markets[0] ?? {};
    snap.markets[0] = { ...market, ...btc };
    const restored = new Engine({ state: decodeState(JSON.stringify(snap), engine.universe) });
    const sameViews = () => {
      for (const u of [A, B]) {
        expect(views.clearinghouseState(restored.state, u)).toEqual(
          views.clearinghouseState(engine.state, u),
        );
        expect(views.userFills(restored.state, u)).toEqual(views.userFills(engine.state, u));
        expect(restored.freeMarginOf(u)).toBe(engine.freeMarginOf(u));
      }
      expect(views.recentTrades(restored.state, 'BTC')).toEqual(views.recentTrades(engine.state, 'BTC'));
      expect(metaAndAssetCtxs(restored.state)).toEqual(metaAndAssetCtxs(engine.state));
      expect(restored.state.feesCollected).toEqual(engine.state.feesCollected);
    };
    expect(views.userFills(restored.state, A)).toHaveLength(1);
    sameViews();
    // A closes part of its long against B's resting bid: the closed PnL is measured from the restored entry.
    const sell: Command = {
      time: T0 + 100,
      user: A,
      action: order('112900', '0.01', false, 'Ioc'),
    };
    expect(restored.execute(sell)).toEqual(engine.execute(sell));
    expect(views.userFills(restored.state, A)[0]?.closedPnl).toBe('-2.0');
    sameViews();
  });
});

describe('write-ahead log', () => {
  it('drops a torn final record and truncates the file there', () => {
    const path = join(tempDir(), 'wal.jsonl');
    const wal = new Wal(path);
    wal.append({ seq: 1, cmd: { time: 1, action: { type: 'settleFunding' } } });
    wal.append({ seq: 2, cmd: { time: 2, action: { type: 'settleFunding' } } });
    wal.close();
    const good = readFileSync(path).length;
    appendFileSync(
      path,
      encodeRecord({ seq: 3, cmd: { time: 3, action: { type: 'settleFunding' } } }).slice(0, 30),
    );
    expect(readWal(path).map((r) => r.seq)).toEqual([1, 2]);
    expect(readFileSync(path).length).toBe(good);
  });

  it('refuses to start on a corrupted record in the middle', () => {
    const path = join(tempDir(), 'wal.jsonl');
    const lines = [1, 2, 3].map((seq) =>
      encodeRecord({ seq, cmd: { time: seq, action: { type: 'settleFunding' } } }),
    );
    writeFileSync(path, [lines[0], lines[1]?.replace('settleFunding', 'settleFundinX'), lines[2]].join(''));
    expect(() => readWal(path)).toThrow(/corrupted/);
  });
});

describe('service recovery', () => {
  it('rebuilds the exact state from snapshot + log, whatever the snapshot interval', () => {
    const reference = new Engine();
    for (const cmd of script()) reference.execute(cmd);
    for (const every of [1, 4, 1000]) {
      const dataDir = tempDir();
      const service = ExchangeService.open({ dataDir, snapshotEvery: every });
      for (const cmd of script()) service.apply(cmd);
      // No close(): as after a crash, the last snapshot plus the log must suffice.
      const recovered = ExchangeService.open({ dataDir, snapshotEvery: every });
      expect(encodeState(recovered.engine.state)).toBe(encodeState(reference.state));
      recovered.close();
    }
  });

  it('does not log refused commands, and bridge deposits are exactly once across restarts', () => {
    const dataDir = tempDir();
    const service = ExchangeService.open({ dataDir });
    const deposit = { user: A, usdc: '20', txHash: `0x${'ab'.repeat(32)}`, logIndex: 3 };
    expect(service.creditDeposit(deposit)).toBe('credited');
    expect(service.creditDeposit(deposit)).toBe('duplicate');
    expect(service.creditDeposit({ ...deposit, logIndex: 4, usdc: '4.999999' })).toBe('below-minimum');
    const refused = service.apply({ time: T0, signer: B, nonce: T0, action: { type: 'noop' } });
    expect(refused.status).toBe('err');
    expect(readWal(join(dataDir, 'wal.jsonl'))).toHaveLength(1);
    service.close();
    const again = ExchangeService.open({ dataDir });
    expect(again.creditDeposit(deposit)).toBe('duplicate');
    expect(again.engine.state.depositedTotal).toBe(20n * 10n ** 18n);
    again.close();
  });

  it('snapshots on the log size and on the age of its oldest command, and at open past a bound', () => {
    const walPath = (dir: string) => join(dir, 'wal.jsonl');
    const commands = script();
    const bySize = tempDir();
    const sized = ExchangeService.open({ dataDir: bySize, snapshotWalBytes: 2_000 });
    for (const cmd of commands) sized.apply(cmd);
    expect(readFileSync(walPath(bySize)).length).toBeLessThan(2_000);
    expect(sized.engine.state.seq).toBe(commands.length);

    const byAge = tempDir();
    let now = T0;
    const aged = ExchangeService.open({ dataDir: byAge, clock: () => now, snapshotAgeMs: 60_000 });
    aged.system({ type: 'settleFunding' });
    aged.system({ type: 'settleFunding' });
    expect(readWal(walPath(byAge))).toHaveLength(2);
    now += 60_000;
    aged.system({ type: 'settleFunding' });
    expect(readWal(walPath(byAge))).toHaveLength(0);

    // A log left past the bound by a crash is snapshotted as soon as it has been replayed.
    aged.system({ type: 'settleFunding' });
    now += 120_000;
    const reopened = ExchangeService.open({ dataDir: byAge, clock: () => now, snapshotAgeMs: 60_000 });
    expect(readWal(walPath(byAge))).toHaveLength(0);
    expect(reopened.engine.state.seq).toBe(4);
    reopened.close();
  });
});
