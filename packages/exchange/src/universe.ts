import type { MetaResponse } from '@nktkas/hyperliquid/api/info';
import { type Dec, dec, toWire } from './decimal';

/** One tier of a margin table: from `lowerBound` notional (USD) up, at most `maxLeverage`. */
export interface MarginTier {
  readonly lowerBound: Dec;
  readonly maxLeverage: number;
}

export interface MarginTable {
  readonly id: number;
  readonly description: string;
  /** Ascending by lowerBound; the first tier starts at 0. */
  readonly tiers: readonly MarginTier[];
}

export type MarginMode = 'strictIsolated' | 'noCross';

export interface Market {
  /** Asset id = index in the universe (exchange actions use it as `a`). */
  readonly assetId: number;
  /** Coin name as used by info requests (`"BTC"`, `"kPEPE"`). */
  readonly name: string;
  readonly szDecimals: number;
  readonly maxLeverage: number;
  readonly marginTableId: number;
  readonly onlyIsolated: boolean;
  readonly marginMode?: MarginMode;
  /** Plausible starting oracle price (a valid price for the market). */
  readonly startPx: Dec;
  /** Impact notional for funding premium (doc §8.4): 20 000 USDC for BTC and ETH, 6 000 otherwise. */
  readonly impactNotional: Dec;
}

const tiers = (...t: [string, number][]): MarginTier[] =>
  t.map(([lowerBound, maxLeverage]) => ({ lowerBound: dec(lowerBound), maxLeverage }));

/**
 * Margin tables. Ids below 50 are single-tier tables whose max leverage equals the id (doc §3.1);
 * ids from 51 are tiered.
 */
export const MARGIN_TABLES: readonly MarginTable[] = [
  { id: 3, description: '', tiers: tiers(['0', 3]) },
  { id: 5, description: '', tiers: tiers(['0', 5]) },
  { id: 10, description: '', tiers: tiers(['0', 10]) },
  { id: 20, description: '', tiers: tiers(['0', 20]) },
  { id: 51, description: 'tiered 40x', tiers: tiers(['0', 40], ['150000000', 20]) },
  { id: 52, description: 'tiered 40x', tiers: tiers(['0', 40], ['100000000', 20]) },
  { id: 53, description: 'tiered 20x', tiers: tiers(['0', 20], ['40000000', 10]) },
  { id: 54, description: 'tiered 10x', tiers: tiers(['0', 10], ['3000000', 5]) },
  { id: 55, description: 'tiered 5x', tiers: tiers(['0', 5], ['1000000', 3]) },
];

/** [name, szDecimals, maxLeverage, startPx, marginTableId?, marginMode?] */
type Row = readonly [string, number, number, string, number?, MarginMode?];

// Order loosely follows the real mainnet listing order (delisted markets left out), so the majors
// keep low ids: BTC = 0, ETH = 1.
const ROWS: readonly Row[] = [
  ['BTC', 5, 40, '113000', 51],
  ['ETH', 4, 40, '4200.5', 52],
  ['ATOM', 2, 10, '4.567'],
  ['DYDX', 1, 10, '0.6543'],
  ['SOL', 2, 20, '205.55', 53],
  ['AVAX', 2, 10, '25.12', 54],
  ['BNB', 3, 10, '850.2', 54],
  ['APE', 1, 5, '0.5987'],
  ['OP', 1, 10, '0.7345'],
  ['LTC', 2, 10, '112.34'],
  ['ARB', 1, 10, '0.4567'],
  ['DOGE', 0, 10, '0.2345', 54],
  ['INJ', 1, 10, '13.45'],
  ['SUI', 1, 10, '3.612', 54],
  ['kPEPE', 0, 10, '0.012345', 54],
  ['CRV', 1, 10, '0.8123'],
  ['LDO', 1, 10, '1.2345'],
  ['LINK', 1, 10, '23.45', 54],
  ['STX', 1, 5, '0.6789'],
  ['CFX', 0, 5, '0.1789'],
  ['GMX', 2, 5, '15.67'],
  ['SNX', 1, 5, '0.6543'],
  ['XRP', 0, 20, '2.9512', 53],
  ['BCH', 3, 10, '560.12'],
  ['APT', 2, 10, '4.567'],
  ['AAVE', 2, 10, '298.45', 54],
  ['COMP', 2, 5, '45.67'],
  ['MKR', 4, 10, '1845.6'],
  ['WLD', 1, 10, '1.2345'],
  ['TRX', 0, 10, '0.34567'],
  ['kSHIB', 0, 10, '0.013456', 54],
  ['UNI', 1, 10, '9.876'],
  ['SEI', 0, 10, '0.31234'],
  ['RUNE', 1, 5, '1.2345'],
  ['DOT', 1, 10, '3.987'],
  ['TRB', 2, 5, '45.67'],
  ['BLUR', 0, 5, '0.087654'],
  ['TIA', 1, 10, '1.6789'],
  ['ADA', 0, 10, '0.81234', 54],
  ['TON', 1, 10, '3.1234'],
  ['MINA', 0, 5, '0.19876'],
  ['POLYX', 0, 3, '0.12345'],
  ['GAS', 1, 3, '2.789'],
  ['PENDLE', 0, 5, '4.5678'],
  ['STG', 1, 3, '0.17654'],
  ['FET', 0, 10, '0.65432'],
  ['NEAR', 1, 10, '2.6789'],
  ['ORDI', 2, 5, '9.876'],
  ['NEO', 2, 3, '6.789'],
  ['ZEN', 2, 3, '8.765'],
  ['FIL', 1, 10, '2.4567'],
  ['PYTH', 0, 10, '0.12345'],
  ['SUSHI', 1, 5, '0.7654'],
  ['IMX', 1, 5, '0.5432'],
  ['kBONK', 0, 10, '0.023456', 54],
  ['GMT', 0, 5, '0.045678'],
  ['JUP', 0, 10, '0.45678'],
  ['kLUNC', 0, 3, '0.061234', 3, 'strictIsolated'],
  ['GALA', 0, 5, '0.017345'],
  ['JTO', 0, 5, '1.8765'],
  ['NTRN', 0, 3, '0.12345'],
  ['ACE', 2, 3, '0.6789'],
  ['MAV', 0, 3, '0.056789'],
  ['WIF', 0, 10, '0.9876', 54],
  ['CAKE', 1, 5, '2.5678'],
  ['PEOPLE', 0, 5, '0.023456'],
  ['ENS', 2, 5, '22.34'],
  ['ETC', 2, 10, '21.34'],
  ['XAI', 1, 3, '0.05679'],
  ['MANTA', 1, 3, '0.23456'],
  ['UMA', 1, 3, '1.2345'],
  ['ONDO', 0, 10, '0.91234'],
  ['ALT', 0, 3, '0.034567'],
  ['ZETA', 1, 3, '0.2345'],
  ['DYM', 1, 3, '0.2789'],
  ['W', 1, 5, '0.08765'],
  ['STRK', 1, 5, '0.13456'],
  ['TAO', 3, 5, '345.67'],
  ['AR', 2, 5, '6.789'],
  ['kFLOKI', 0, 10, '0.12345', 54],
  ['BOME', 0, 5, '0.002345', 55],
  ['ETHFI', 1, 5, '1.2345'],
  ['ENA', 0, 10, '0.61234', 54],
  ['MNT', 1, 5, '0.78765'],
  ['TNSR', 1, 3, '0.15678'],
  ['SAGA', 1, 3, '0.2789'],
  ['MERL', 0, 3, '0.14567'],
  ['HBAR', 0, 5, '0.23456'],
  ['POPCAT', 0, 5, '0.3456', 55],
  ['OMNI', 2, 3, '3.456'],
  ['EIGEN', 2, 5, '1.3456'],
  ['REZ', 0, 3, '0.012345'],
  ['NOT', 0, 5, '0.002345'],
  ['TURBO', 0, 5, '0.004567'],
  ['BRETT', 0, 5, '0.05432', 55],
  ['IO', 1, 3, '0.8765'],
  ['ZK', 0, 5, '0.061234'],
  ['BLAST', 0, 3, '0.002345'],
  ['LISTA', 0, 3, '0.23456'],
  ['MEW', 0, 5, '0.003456', 55],
  ['RENDER', 1, 5, '3.789'],
  ['kDOGS', 0, 3, '0.12345'],
  ['POL', 0, 10, '0.23456'],
  ['CELO', 0, 3, '0.34567'],
  ['HMSTR', 0, 3, '0.000876'],
  ['SCR', 1, 3, '0.3456'],
  ['kNEIRO', 1, 5, '0.43456'],
  ['GOAT', 0, 5, '0.12345'],
  ['MOODENG', 0, 5, '0.2134', 55],
  ['GRASS', 1, 5, '0.8765'],
  ['PURR', 0, 3, '0.18765', 3, 'strictIsolated'],
  ['PNUT', 0, 5, '0.23456'],
  ['XLM', 0, 10, '0.41234'],
  ['CHILLGUY', 0, 3, '0.045678', 3, 'noCross'],
  ['SAND', 0, 5, '0.28765'],
  ['IOTA', 0, 3, '0.19876'],
  ['ALGO', 0, 5, '0.23456'],
  ['HYPE', 2, 10, '44.512', 54],
  ['ME', 1, 3, '0.8765'],
  ['MOVE', 0, 5, '0.12345'],
  ['VIRTUAL', 1, 5, '1.2345'],
  ['PENGU', 0, 5, '0.031234'],
  ['USUAL', 1, 3, '0.08765'],
  ['FARTCOIN', 1, 10, '0.87654'],
  ['AI16Z', 1, 3, '0.16789'],
  ['AIXBT', 0, 3, '0.10234'],
  ['ZEREBRO', 0, 3, '0.023456'],
  ['BIO', 0, 3, '0.12345'],
  ['GRIFFAIN', 0, 3, '0.045678'],
  ['SPX', 1, 5, '1.2345'],
  ['S', 0, 5, '0.31234'],
  ['MORPHO', 1, 5, '2.0123'],
  ['TRUMP', 1, 10, '8.765'],
  ['MELANIA', 1, 3, '0.23456'],
  ['ANIME', 0, 3, '0.023456'],
  ['VINE', 0, 3, '0.045678', 3, 'noCross'],
  ['VVV', 2, 3, '3.4567'],
  ['JELLY', 0, 3, '0.012345', 3, 'strictIsolated'],
  ['BERA', 1, 5, '2.3456'],
  ['TST', 0, 3, '0.034567'],
  ['LAYER', 0, 3, '0.56789'],
  ['IP', 1, 5, '6.789'],
  ['KAITO', 0, 5, '1.3456'],
  ['PAXG', 3, 5, '3345.6'],
  ['BABY', 0, 3, '0.045678'],
  ['PROMPT', 0, 3, '0.15678'],
  ['WCT', 0, 3, '0.34567'],
  ['HYPER', 0, 3, '0.23456'],
  ['ZORA', 0, 3, '0.087654'],
  ['INIT', 0, 3, '0.34567'],
  ['NXPC', 0, 3, '0.56789'],
  ['SOPH', 0, 3, '0.034567'],
  ['RESOLV', 0, 3, '0.14567'],
  ['SYRUP', 0, 3, '0.45678'],
  ['PUMP', 0, 5, '0.003456'],
];

const BIG_IMPACT = new Set(['BTC', 'ETH']);

function buildMarkets(rows: readonly Row[]): Market[] {
  return rows.map(([name, szDecimals, maxLeverage, px, tableId, marginMode], assetId) => {
    const m: Market = {
      assetId,
      name,
      szDecimals,
      maxLeverage,
      marginTableId: tableId ?? maxLeverage,
      onlyIsolated: marginMode !== undefined,
      startPx: dec(px),
      impactNotional: dec(BIG_IMPACT.has(name) ? '20000' : '6000'),
      ...(marginMode ? { marginMode } : {}),
    };
    return m;
  });
}

/** The market catalogue: markets by id and name plus the margin tables. Immutable. */
export class Universe {
  readonly markets: readonly Market[];
  readonly marginTables: ReadonlyMap<number, MarginTable>;
  private readonly byName: ReadonlyMap<string, Market>;

  constructor(markets: readonly Market[], tables: readonly MarginTable[]) {
    this.markets = markets;
    this.marginTables = new Map(tables.map((t) => [t.id, t]));
    this.byName = new Map(markets.map((m) => [m.name, m]));
    for (const [i, m] of markets.entries()) {
      if (m.assetId !== i) throw new Error(`asset id of ${m.name} must equal its index ${i}`);
      const t = this.marginTables.get(m.marginTableId);
      if (!t) throw new Error(`${m.name}: unknown margin table ${m.marginTableId}`);
      if (t.tiers[0]?.maxLeverage !== m.maxLeverage) {
        throw new Error(`${m.name}: maxLeverage ${m.maxLeverage} differs from its margin table`);
      }
    }
    if (this.byName.size !== markets.length) throw new Error('duplicate market names');
  }

  /** Market by asset id, or undefined for an unknown / non-integer id. */
  byId(assetId: number): Market | undefined {
    return Number.isInteger(assetId) ? this.markets[assetId] : undefined;
  }

  byCoin(coin: string): Market | undefined {
    return this.byName.get(coin);
  }

  table(m: Market): MarginTable {
    const t = this.marginTables.get(m.marginTableId);
    if (!t) throw new Error(`unknown margin table ${m.marginTableId}`);
    return t;
  }

  /** The `meta` info answer (doc §3.1). */
  meta(): MetaResponse {
    return {
      universe: this.markets.map((m) => ({
        szDecimals: m.szDecimals,
        name: m.name,
        maxLeverage: m.maxLeverage,
        marginTableId: m.marginTableId,
        ...(m.onlyIsolated ? { onlyIsolated: true as const } : {}),
        ...(m.marginMode ? { marginMode: m.marginMode } : {}),
      })),
      marginTables: [...this.marginTables.values()].map((t) => [
        t.id,
        {
          description: t.description,
          marginTiers: t.tiers.map((x) => ({ lowerBound: toWire(x.lowerBound), maxLeverage: x.maxLeverage })),
        },
      ]),
      collateralToken: 0,
    };
  }
}

export const DEFAULT_UNIVERSE: Universe = new Universe(buildMarkets(ROWS), MARGIN_TABLES);
