import type { CancelResponse, ModifyResponse, OrderResponse } from '@nktkas/hyperliquid/api/exchange';
/**
 * The engine's state-changing commands. Every accepted change is one `Command`: a plain JSON value
 * (strings for decimals, numbers for ids and times) so the write-ahead log can record it verbatim and
 * a replay of the same commands from the same initial state rebuilds the exact state.
 *
 * L1 actions keep Hyperliquid's wire shape (doc §4.3-§4.7); signature checks and agent → master
 * resolution happen before the engine, which receives the acting account in `user`.
 */

export type Tif = 'Gtc' | 'Ioc' | 'Alo' | 'FrontendMarket';

export type OrderTypeWire =
  | { readonly limit: { readonly tif: Tif } }
  | {
      readonly trigger: {
        readonly isMarket: boolean;
        readonly triggerPx: string;
        readonly tpsl: 'tp' | 'sl';
      };
    };

export interface OrderWire {
  readonly a: number;
  readonly b: boolean;
  readonly p: string;
  readonly s: string;
  readonly r: boolean;
  readonly t: OrderTypeWire;
  readonly c?: string;
}

export type Grouping = 'na' | 'normalTpsl' | 'positionTpsl' | { readonly p: number };

export interface OrderAction {
  readonly type: 'order';
  readonly orders: readonly OrderWire[];
  readonly grouping: Grouping;
  readonly builder?: { readonly b: string; readonly f: number };
}

export interface CancelAction {
  readonly type: 'cancel';
  readonly cancels: readonly { readonly a: number; readonly o: number }[];
}

export interface CancelByCloidAction {
  readonly type: 'cancelByCloid';
  readonly cancels: readonly { readonly asset: number; readonly cloid: string }[];
}

export interface ModifyAction {
  readonly type: 'modify';
  readonly oid: number | string;
  readonly order: OrderWire;
  readonly a?: boolean;
}

export interface BatchModifyAction {
  readonly type: 'batchModify';
  readonly modifies: readonly { readonly oid: number | string; readonly order: OrderWire }[];
  readonly a?: boolean;
}

export interface UpdateLeverageAction {
  readonly type: 'updateLeverage';
  readonly asset: number;
  readonly isCross: boolean;
  readonly leverage: number;
}

export interface UpdateIsolatedMarginAction {
  readonly type: 'updateIsolatedMargin';
  readonly asset: number;
  readonly isBuy: boolean;
  /** Signed USD × 1e6. */
  readonly ntli: number;
}

/** User-signed `approveBuilderFee` (signature already verified): maxFeeRate is a percent string. */
export interface ApproveBuilderFeeAction {
  readonly type: 'approveBuilderFee';
  readonly maxFeeRate: string;
  readonly builder: string;
}

/** User-signed `approveAgent` (doc §4.8): `agentName` "" / null / absent = the unnamed agent. */
export interface ApproveAgentAction {
  readonly type: 'approveAgent';
  readonly agentAddress: string;
  readonly agentName?: string | null;
}

/** User-signed `withdraw3`: bridge withdrawal of `amount` USDC (the $1 fee comes out of it). */
export interface Withdraw3Action {
  readonly type: 'withdraw3';
  readonly destination: string;
  readonly amount: string;
}

/** User-signed `usdClassTransfer`: USDC between the spot and perp balances (`toPerp` = spot → perp). */
export interface UsdClassTransferAction {
  readonly type: 'usdClassTransfer';
  readonly amount: string;
  readonly toPerp: boolean;
}

/** User-signed `usdSend` (doc §4.8): perp USDC to another address on the exchange; `time` = nonce. */
export interface UsdSendAction {
  readonly type: 'usdSend';
  readonly destination: string;
  readonly amount: string;
}

/** L1 `scheduleCancel` (doc §4.6): cancel all open orders at `time`; absent or null clears it. */
export interface ScheduleCancelAction {
  readonly type: 'scheduleCancel';
  readonly time?: number | null;
}

/** L1 `reserveRequestWeight` (doc §4.9): buys `weight` requests beyond the address limit, 0.0005 USDC each. */
export interface ReserveRequestWeightAction {
  readonly type: 'reserveRequestWeight';
  readonly weight: number;
}

/** L1 `noop`: burns a nonce. */
export interface NoopAction {
  readonly type: 'noop';
}

/** Internal: the bridge credits a deposit (USDC decimal string). */
export interface DepositAction {
  readonly type: 'deposit';
  readonly usdc: string;
}

/** Internal: new oracle prices by coin; marks are recomputed and triggers checked. */
export interface SetOracleAction {
  readonly type: 'setOracle';
  readonly prices: Readonly<Record<string, string>>;
}

/** Actions an L1 signature (the account's or one of its agents') may carry. */
export type L1Action =
  | OrderAction
  | CancelAction
  | CancelByCloidAction
  | ModifyAction
  | BatchModifyAction
  | UpdateLeverageAction
  | UpdateIsolatedMarginAction
  | ScheduleCancelAction
  | ReserveRequestWeightAction
  | NoopAction;

/** Actions that always act for the recovered EIP-712 signer itself (doc §5). */
export type UserSignedActionT =
  | ApproveAgentAction
  | ApproveBuilderFeeAction
  | Withdraw3Action
  | UsdClassTransferAction
  | UsdSendAction;

export type SignedAction = L1Action | UserSignedActionT;

/** Actions on an already resolved account (trusted callers: tests, the bridge's deposit). */
export type UserAction = SignedAction | DepositAction;

/** Internal: the hourly funding settlement (doc §8.4), run by the scheduler at each full hour. */
export interface SettleFundingAction {
  readonly type: 'settleFunding';
}

/**
 * Internal: the bridge credits an on-chain deposit, exactly once per (txHash, logIndex). The service
 * refuses duplicates and amounts below the 5 USDC minimum before logging the command.
 */
export interface CreditDepositAction {
  readonly type: 'creditDeposit';
  readonly user: string;
  readonly usdc: string;
  readonly txHash: string;
  readonly logIndex: number;
}

/** Internal: the bridge has paid out a pending withdrawal. */
export interface AckWithdrawalAction {
  readonly type: 'ackWithdrawal';
  readonly id: number;
}

/** Internal: the scheduler samples every account's value for `portfolio` (every 15 min). */
export interface SamplePortfolioAction {
  readonly type: 'samplePortfolio';
}

/** Internal: configures open-interest caps (USD at the oracle) by coin; null removes a cap. */
export interface SetOpenInterestCapsAction {
  readonly type: 'setOpenInterestCaps';
  readonly caps: Readonly<Record<string, string | null>>;
}

export type SystemAction =
  | SetOpenInterestCapsAction
  | SetOracleAction
  | SettleFundingAction
  | CreditDepositAction
  | AckWithdrawalAction
  | SamplePortfolioAction;

/**
 * A verified `/exchange` request: `signer` is the address recovered from the signature. The engine
 * resolves it to the acting account (itself or an agent's master), checks expiry and the nonce window,
 * then runs the action — all inside `execute`, so a replay of the log repeats the same decisions.
 */
export interface SignedCommand {
  readonly time: number;
  readonly signer: string;
  readonly nonce: number;
  readonly expiresAfter?: number | null;
  readonly vaultAddress?: string | null;
  readonly action: SignedAction;
}

export type Command =
  | { readonly time: number; readonly user: string; readonly action: UserAction; readonly signer?: undefined }
  | {
      readonly time: number;
      readonly user?: undefined;
      readonly action: SystemAction;
      readonly signer?: undefined;
    }
  | (SignedCommand & { readonly user?: undefined });

/** Per-order status of an `order` / `batchModify` answer: the SDK's own type (doc §4.2). */
export type OrderStatusEntry = OrderResponse['response']['data']['statuses'][number];

export type CancelStatusEntry = CancelResponse['response']['data']['statuses'][number];

/**
 * The `/exchange` answer (doc §4.2), typed as the SDK's response types so a drift fails the type-check:
 * `ModifyResponse` is the SDK's `{type:"default"}` success or `{status:"err"}` whole-request error.
 */
export type ExchangeResponse = ModifyResponse | OrderResponse | CancelResponse;
