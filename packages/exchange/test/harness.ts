import { ApiRequestError, ExchangeClient, HttpTransport, InfoClient } from '@nktkas/hyperliquid';
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';
import { expect } from 'vitest';
import { type HttpOptions, type RunningServer, startHttpServer } from '../src/http/server';
import { ExchangeService, type ServiceOptions } from '../src/service';

/** A running engine + HTTP server and SDK clients pointed at it (testnet mode). */
export interface Harness {
  readonly service: ExchangeService;
  readonly server: RunningServer;
  readonly transport: HttpTransport;
  readonly info: InfoClient;
  client(wallet: PrivateKeyAccount, nonceManager?: () => number): ExchangeClient;
  close(): Promise<void>;
}

/** `http`: server options beside the service (e.g. `requestLimits`; Hyperliquid's by default). */
export async function startHarness(
  options: ServiceOptions = {},
  http: Omit<HttpOptions, 'service'> = {},
): Promise<Harness> {
  const service = ExchangeService.open(options);
  const server = await startHttpServer({ isTestnet: true, ...http, service });
  const transport = new HttpTransport({ apiUrl: server.url, isTestnet: true, timeout: 10_000 });
  return {
    service,
    server,
    transport,
    info: new InfoClient({ transport }),
    client: (wallet, nonceManager) =>
      new ExchangeClient({ transport, wallet, ...(nonceManager ? { nonceManager } : {}) }),
    close: async () => {
      await server.close();
      service.close();
    },
  };
}

/** `maker` quotes BTC at 112990 / 113010, 0.1 each side (Gtc). */
export async function quoteBtc(h: Harness, maker: PrivateKeyAccount): Promise<void> {
  const gtc = { limit: { tif: 'Gtc' as const } };
  await h.client(maker).order({
    orders: [
      { a: 0, b: false, p: '113010', s: '0.1', r: false, t: gtc },
      { a: 0, b: true, p: '112990', s: '0.1', r: false, t: gtc },
    ],
    grouping: 'na',
  });
}

/** The text of the refusal `p` must end in (an SDK `ApiRequestError`). */
export async function refusal(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (e) {
    if (e instanceof ApiRequestError) return e.message;
    throw e;
  }
  throw new Error('expected a refusal');
}

let logIndex = 0;

/** A fresh funded account (deposit through the bridge entry point). */
export function fundedAccount(h: Harness, usdc: string): PrivateKeyAccount {
  const account = privateKeyToAccount(generatePrivateKey());
  const res = h.service.creditDeposit({
    user: account.address,
    usdc,
    txHash: `0x${'1'.repeat(64)}`,
    logIndex: logIndex++,
  });
  expect(res).toBe('credited');
  return account;
}

/**
 * A tiny runtime shape check: `dec` = decimal string, `num` = finite number, `int` = safe integer,
 * `str`, `bool`, `addr`, `hash`, `null`, `empty` (an empty array), `list` (any array), alternatives with `|` (or
 * `oneOf(…)` when one is not an atom); arrays as `[spec]` (every item, and at least one, so an
 * empty answer cannot pass unchecked) or `[a, b, …]` (a tuple), objects as records. A key ending in
 * `?` may be absent. `checkStrict` also refuses keys the spec does not name.
 */
export type Spec = string | readonly Spec[] | { readonly [key: string]: Spec } | OneOf;

const ONE_OF = Symbol('oneOf');
interface OneOf {
  readonly [ONE_OF]: readonly Spec[];
}

export function oneOf(...specs: Spec[]): OneOf {
  return { [ONE_OF]: specs };
}

const ATOMS: Readonly<Record<string, (v: unknown) => boolean>> = {
  dec: (v) => typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v),
  num: (v) => typeof v === 'number' && Number.isFinite(v),
  int: (v) => typeof v === 'number' && Number.isSafeInteger(v),
  str: (v) => typeof v === 'string',
  bool: (v) => typeof v === 'boolean',
  addr: (v) => typeof v === 'string' && /^0x[0-9a-f]{40}$/.test(v),
  hash: (v) => typeof v === 'string' && /^0x[0-9a-f]{64}$/.test(v),
  null: (v) => v === null,
  undef: (v) => v === undefined,
  empty: (v) => Array.isArray(v) && v.length === 0,
  list: Array.isArray,
};

/** Every field the spec names has its type (other fields are not looked at). */
export function checkShape(value: unknown, spec: Spec): void {
  walk(value, spec, '$', false);
}

/** As `checkShape`, and no field the spec does not name: the SDK's strict response schemas. */
export function checkStrict(value: unknown, spec: Spec): void {
  walk(value, spec, '$', true);
}

function walk(value: unknown, spec: Spec, path: string, strict: boolean): void {
  if (typeof spec === 'string') {
    const ok = spec.split('|').some((atom) => {
      const test = ATOMS[atom];
      if (!test) throw new Error(`unknown atom ${atom}`);
      return test(value);
    });
    if (!ok) throw new Error(`${path}: ${JSON.stringify(value)} is not ${spec}`);
    return;
  }
  if (ONE_OF in spec) {
    const errors: string[] = [];
    for (const s of spec[ONE_OF]) {
      try {
        walk(value, s, path, strict);
        return;
      } catch (e) {
        errors.push((e as Error).message);
      }
    }
    throw new Error(`${path}: none of the alternatives: ${errors.join('; ')}`);
  }
  if (Array.isArray(spec)) {
    if (!Array.isArray(value)) throw new Error(`${path}: expected an array`);
    if (spec.length > 1 && value.length !== spec.length)
      throw new Error(`${path}: expected ${spec.length} items`);
    if (value.length === 0) throw new Error(`${path}: expected at least one item to check`);
    for (const [i, v] of value.entries()) {
      walk(v, (spec.length > 1 ? spec[i] : spec[0]) ?? 'undef', `${path}[${i}]`, strict);
    }
    return;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Error(`${path}: expected an object`);
  const rec = value as Record<string, unknown>;
  const named = new Set<string>();
  for (const [field, s] of Object.entries(spec as Record<string, Spec>)) {
    const key = field.endsWith('?') ? field.slice(0, -1) : field;
    named.add(key);
    if (key !== field && !(key in rec)) continue;
    walk(rec[key], s, `${path}.${key}`, strict);
  }
  const extra = strict ? Object.keys(rec).filter((k) => !named.has(k)) : [];
  if (extra.length > 0) throw new Error(`${path}: fields the SDK does not know: ${extra.join(', ')}`);
}
