import type {
  ApproveBuilderFeeAction,
  UpdateIsolatedMarginAction,
  UpdateLeverageAction,
  UserAction,
} from './actions';
import { parseAgentApproval } from './agents';
import { type Dec, fromInt, mul, parseDec, SCALE } from './decimal';
import { ERR } from './errors';
import { MAX_PERP_BUILDER_FEE } from './fees';
import { parseClassTransfer, parseUsdSend, parseWithdraw } from './funds';
import type { OrderRecord } from './order-record';
import { type EngineState, isResting, type MarketState } from './state';

/**
 * The refusals of a user action that need no execution: bad values (addresses, amounts, leverage,
 * fee rates, unknown assets), empty batches, and a modify of an order that is not the user's live
 * order (a read of the order index). The engine's precheck runs them, so such a command is answered
 * before it is logged — the write-ahead log holds only commands accepted for execution — and the
 * action's own code reads its values through the same parsers, so the texts are the same.
 */
export function actionRefusal(state: EngineState, user: string, a: UserAction): string | null {
  switch (a.type) {
    case 'order':
      if (a.orders.length === 0) return ERR.emptyBatch;
      // Priority orders pay their fee from delegated HYPE stake, which no devnet user has (README).
      return typeof a.grouping === 'object' ? ERR.priorityWithoutStake : null;
    case 'cancel':
    case 'cancelByCloid':
      return a.cancels.length === 0 ? ERR.emptyBatch : null;
    case 'batchModify':
      return a.modifies.length === 0 ? ERR.emptyBatch : null;
    case 'modify':
      return a.a !== true && !restsOn(state, userOrder(state, user, a.oid), a.order.a)
        ? ERR.modifyDead
        : null;
    case 'updateLeverage':
      return refusalOf(leverageMarket(state, a));
    case 'updateIsolatedMargin':
      return refusalOf(isolatedMarginMarket(state, a));
    case 'approveBuilderFee':
      return refusalOf(parseBuilderFee(a));
    case 'approveAgent':
      return refusalOf(parseAgentApproval(user, a));
    case 'withdraw3':
      return refusalOf(parseWithdraw(a));
    case 'usdClassTransfer':
      return refusalOf(parseClassTransfer(a));
    case 'usdSend':
      return refusalOf(parseUsdSend(user, a));
    default:
      return null;
  }
}

function refusalOf(parsed: unknown): string | null {
  return typeof parsed === 'string' ? parsed : null;
}

/** The user's order by oid or cloid (a live or finished record), if it is theirs. */
export function userOrder(state: EngineState, user: string, oid: number | string): OrderRecord | undefined {
  const id = typeof oid === 'string' ? state.cloids.get(`${user}|${oid.toLowerCase()}`) : oid;
  const rec = id === undefined ? undefined : state.orders.get(id);
  return rec && rec.user === user ? rec : undefined;
}

/** Whether the order rests (book or trigger list) on `asset`, which a plain modify needs. */
export function restsOn(state: EngineState, rec: OrderRecord | undefined, asset: number): boolean {
  return rec !== undefined && rec.asset === asset && isResting(state, rec);
}

/** `updateLeverage`'s market, or its refusal for an unknown asset, a leverage out of range or cross on an isolated-only market. */
export function leverageMarket(state: EngineState, a: UpdateLeverageAction): MarketState | string {
  const ms = state.markets[a.asset];
  if (!ms || !Number.isInteger(a.asset)) return ERR.unknownAsset;
  const m = ms.market;
  if (!Number.isInteger(a.leverage) || a.leverage < 1 || a.leverage > m.maxLeverage)
    return ERR.invalidLeverage;
  return a.isCross && m.onlyIsolated ? ERR.crossNotAllowed : ms;
}

/** `updateIsolatedMargin`'s market, or its refusal for an unknown asset or a zero or unsafe amount. */
export function isolatedMarginMarket(
  state: EngineState,
  a: UpdateIsolatedMarginAction,
): MarketState | string {
  const ms = state.markets[a.asset];
  if (!ms || !Number.isInteger(a.asset)) return ERR.unknownAsset;
  if (!Number.isSafeInteger(a.ntli) || a.ntli === 0) return ERR.invalidLeverage.replace('leverage', 'margin');
  return ms;
}

const ADDRESS_RE = /^0x[0-9a-f]{40}$/;
const BUILDER_FEE_REFUSAL = 'Invalid builder fee approval.';

/** The builder (lowercase) and the fee in tenths of a basis point, or the refusal of a bad value. */
export function parseBuilderFee(a: ApproveBuilderFeeAction): { builder: string; tenthsBp: number } | string {
  const builder = String(a.builder).toLowerCase();
  const m = /^(\d+(?:\.\d+)?)%$/.exec(String(a.maxFeeRate));
  const pct = m?.[1] ? parseDec(m[1]) : null;
  if (!ADDRESS_RE.test(builder) || pct === null) return BUILDER_FEE_REFUSAL;
  // "0.001%" = 1 tenth of a basis point: f = pct × 1000.
  const f: Dec = mul(pct, fromInt(1000));
  if (f % SCALE !== 0n || f > fromInt(MAX_PERP_BUILDER_FEE * 10)) return BUILDER_FEE_REFUSAL;
  return { builder, tenthsBp: Number(f / SCALE) };
}
