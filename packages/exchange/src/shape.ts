import type { Command, OrderWire } from './actions';

/**
 * Structural check of a command before the engine touches state, so a malformed value can never
 * throw half-way through a command. (The HTTP layer answers such bodies with 422 before they get
 * here; this is the engine's own guard.) Returns null when the shape is acceptable. `known` says
 * which strings are known addresses (the engine's accounts), which need no character scan.
 */
export function shapeError(cmd: unknown, known?: (address: string) => boolean): string | null {
  if (!isObj(cmd) || !isTime(cmd.time) || !isObj(cmd.action)) return DESERIALIZE;
  const a = cmd.action;
  if (cmd.signer !== undefined) {
    if (cmd.user !== undefined || !isAddress(cmd.signer) || !isTime(cmd.nonce)) return DESERIALIZE;
    if (!isOpt(cmd.expiresAfter, isTime) || !isOpt(cmd.vaultAddress, isAddress)) return DESERIALIZE;
    return a.type === 'deposit' ? DESERIALIZE : actionShapeError(a);
  }
  if (cmd.user === undefined) return systemShapeError(a);
  if (!(isStr(cmd.user) && known?.(cmd.user)) && !isAddress(cmd.user)) return DESERIALIZE;
  return actionShapeError(a);
}

function systemShapeError(a: Record<string, unknown>): string | null {
  switch (a.type) {
    case 'settleFunding':
    case 'samplePortfolio':
      return null;
    case 'setOracle':
      return isObj(a.prices) && Object.values(a.prices).every(isStr) ? null : DESERIALIZE;
    case 'creditDeposit':
      return isAddress(a.user) && isStr(a.usdc) && isStr(a.txHash) && isTime(a.logIndex) ? null : DESERIALIZE;
    case 'ackWithdrawal':
      return isTime(a.id) ? null : DESERIALIZE;
    case 'setOpenInterestCaps':
      return isObj(a.caps) && Object.values(a.caps).every((c) => c === null || isStr(c)) ? null : DESERIALIZE;
    default:
      return DESERIALIZE;
  }
}

/** Shape of a user action (L1, user-signed or the trusted deposit). */
export function actionShapeError(a: Record<string, unknown>): string | null {
  switch (a.type) {
    case 'order':
      return Array.isArray(a.orders) &&
        allOrderWires(a.orders) &&
        isGrouping(a.grouping) &&
        (a.builder === undefined || (isObj(a.builder) && isStr(a.builder.b) && isInt(a.builder.f)))
        ? null
        : DESERIALIZE;
    case 'cancel':
      return Array.isArray(a.cancels) && a.cancels.every((c) => isObj(c) && isInt(c.a) && isInt(c.o))
        ? null
        : DESERIALIZE;
    case 'cancelByCloid':
      return Array.isArray(a.cancels) && a.cancels.every((c) => isObj(c) && isInt(c.asset) && isStr(c.cloid))
        ? null
        : DESERIALIZE;
    case 'modify':
      return isOid(a.oid) && isOrderWire(a.order) && isOptBool(a.a) ? null : DESERIALIZE;
    case 'batchModify':
      return Array.isArray(a.modifies) &&
        a.modifies.every((m) => isObj(m) && isOid(m.oid) && isOrderWire(m.order)) &&
        isOptBool(a.a)
        ? null
        : DESERIALIZE;
    case 'updateLeverage':
      return isInt(a.asset) && typeof a.isCross === 'boolean' && isInt(a.leverage) ? null : DESERIALIZE;
    case 'updateIsolatedMargin':
      return isInt(a.asset) && typeof a.isBuy === 'boolean' && isInt(a.ntli) ? null : DESERIALIZE;
    case 'approveBuilderFee':
      return isStr(a.maxFeeRate) && isStr(a.builder) ? null : DESERIALIZE;
    case 'approveAgent':
      return isStr(a.agentAddress) && isOpt(a.agentName, isStr) ? null : DESERIALIZE;
    case 'withdraw3':
    case 'usdSend':
      return isStr(a.destination) && isStr(a.amount) ? null : DESERIALIZE;
    case 'usdClassTransfer':
      return isStr(a.amount) && typeof a.toPerp === 'boolean' ? null : DESERIALIZE;
    case 'scheduleCancel':
      return isOpt(a.time, isTime) ? null : DESERIALIZE;
    case 'reserveRequestWeight':
      return isTime(a.weight) ? null : DESERIALIZE;
    case 'noop':
      return null;
    case 'deposit':
      return isStr(a.usdc) ? null : DESERIALIZE;
    default:
      return DESERIALIZE;
  }
}

/** Hyperliquid's 422 text prefix for bodies of the wrong shape (doc §1). */
export const DESERIALIZE = 'Failed to deserialize the JSON body into the target type';

export function isCommand(cmd: unknown): cmd is Command {
  return shapeError(cmd) === null;
}

/** `0x` and 40 hex digits (a loop over char codes: this runs for every command). */
function isAddress(x: unknown): x is string {
  if (!isStr(x) || x.length !== 42 || x.charCodeAt(0) !== 48 || x.charCodeAt(1) !== 120) return false;
  for (let i = 2; i < 42; i++) {
    const c = x.charCodeAt(i);
    const lower = c | 0x20; // 'A'-'F' → 'a'-'f'
    if (!((c >= 48 && c <= 57) || (lower >= 97 && lower <= 102))) return false;
  }
  return true;
}

/** Absent or null (the Python SDK sends null for absent optionals) or valid. */
function isOpt(x: unknown, ok: (v: unknown) => boolean): boolean {
  return x === undefined || x === null || ok(x);
}

/** Every element an order (a loop, not `every` with a callback: this runs for every order). */
function allOrderWires(orders: readonly unknown[]): boolean {
  for (let i = 0; i < orders.length; i++) if (!isOrderWire(orders[i])) return false;
  return true;
}

function isOrderWire(o: unknown): o is OrderWire {
  if (
    !isObj(o) ||
    !isInt(o.a) ||
    typeof o.b !== 'boolean' ||
    !isStr(o.p) ||
    !isStr(o.s) ||
    typeof o.r !== 'boolean'
  ) {
    return false;
  }
  if (o.c !== undefined && o.c !== null && !isStr(o.c)) return false;
  const t = o.t;
  if (!isObj(t)) return false;
  if (isObj(t.limit)) return isStr(t.limit.tif) && t.trigger === undefined;
  if (isObj(t.trigger)) {
    const g = t.trigger;
    return typeof g.isMarket === 'boolean' && isStr(g.triggerPx) && (g.tpsl === 'tp' || g.tpsl === 'sl');
  }
  return false;
}

function isGrouping(g: unknown): boolean {
  return g === 'na' || g === 'normalTpsl' || g === 'positionTpsl' || (isObj(g) && isInt(g.p));
}

function isObj(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function isStr(x: unknown): x is string {
  return typeof x === 'string';
}

function isInt(x: unknown): x is number {
  return typeof x === 'number' && Number.isSafeInteger(x);
}

function isTime(x: unknown): x is number {
  return isInt(x) && x >= 0;
}

function isOid(x: unknown): boolean {
  return (isInt(x) && x >= 0) || (isStr(x) && /^0x[0-9a-fA-F]{32}$/.test(x));
}

function isOptBool(x: unknown): boolean {
  return x === undefined || typeof x === 'boolean';
}
