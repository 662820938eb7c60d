import {
  BASE_SIZE_DECIMALS,
  type FeeSchedule,
  formatFixed,
  formatPrice,
  ORDER_KINDS,
  type OrderFormAction,
  type OrderFormState,
  type OrderFormSummary,
  orderLiquidity,
  QUOTE_SIZE_DECIMALS,
  TIME_IN_FORCE_LABELS,
  TIMES_IN_FORCE,
  type TpslField,
  type TpslKind,
  tradeFees,
} from '@pluto/core';
import { Button, Checkbox, cn, NumericInput, Select, Skeleton, Slider } from '../../ui';

const TIF_OPTIONS = TIMES_IN_FORCE.map((value) => ({
  value,
  label: TIME_IN_FORCE_LABELS[value],
}));

export interface OrderFormViewProps {
  coin: string;
  /** What the trader entered. */
  state: OrderFormState;
  /** Everything else the form shows, derived from the state at the current market. */
  summary: OrderFormSummary;
  dispatch: (action: OrderFormAction) => void;
  available: number | undefined;
  /** The exchange's leverage setting on the market; undefined while unknown (no wallet, or loading). */
  leverage: number | undefined;
  /** The wallet is known but the exchange has not told its setting yet: a placeholder, never a guess. */
  leveragePending: boolean;
  /** No position on the market yet: the form says which leverage the first order will use. */
  firstOrderOnMarket: boolean;
  marginMode: 'cross' | 'isolated';
  /** Every fee the order pays: the user's exchange rates and the builder fee. */
  fees: FeeSchedule;
  /** Seed 000 §5 disabled rule; a click still explains why (the first failing check's toast). */
  placeDisabled: boolean;
  placing: boolean;
  /** The wallet layer is still loading: the place button waits for it instead of answering 'Wallet Required'. */
  walletPending: boolean;
  onPlace: () => void;
  onOpenLeverage: () => void;
  onOpenMarginMode: () => void;
}

function Line({ label, value, tone }: { label: string; value: string; tone?: string }) {
  return (
    <div className="flex items-center justify-between gap-2">
      <span className="text-faint">{label}</span>
      <span className={cn('font-mono tabular-nums', tone)}>{value}</span>
    </div>
  );
}

/** Seed 000 §2: what the order comes to, under the place button; '—' until it has a value. */
function OrderSummary({
  coin,
  state,
  summary,
  fees,
}: Pick<OrderFormViewProps, 'coin' | 'state' | 'summary' | 'fees'>) {
  const { orderValue } = summary;
  const usd = (value: number | undefined) => (value === undefined ? '—' : formatPrice(value));
  const liquidity = orderLiquidity(state.orderType, state.timeInForce);
  const percent = (rate: number) => `${formatFixed(rate * 100, 3)}%`;
  return (
    <section aria-label="Order summary" className="flex flex-col gap-1 border-line border-t pt-2">
      <Line
        label="Liquidation Price"
        value={summary.liquidationPrice === undefined ? 'N/A' : formatPrice(summary.liquidationPrice)}
      />
      <Line label="Order Value" value={usd(orderValue)} />
      <Line label="Margin Required" value={usd(summary.marginRequired)} />
      <Line
        label={`Fees (${liquidity} ${percent(liquidity === 'maker' ? fees.makerRate : fees.takerRate)} + builder ${percent(fees.builderRate)})`}
        value={usd(orderValue === undefined ? undefined : tradeFees(orderValue, liquidity, fees).total)}
      />
      <Line label="Size unit" value={state.sizeUnit === 'base' ? coin : 'USD'} />
    </section>
  );
}

const MARGIN_MODE_LABELS = { cross: 'Cross', isolated: 'Isolated' } as const;

/** The margin mode and leverage buttons; a placeholder until the exchange told the setting. */
function LeverageButtons({
  leverage,
  leveragePending,
  marginMode,
  onOpenLeverage,
  onOpenMarginMode,
}: Pick<
  OrderFormViewProps,
  'leverage' | 'leveragePending' | 'marginMode' | 'onOpenLeverage' | 'onOpenMarginMode'
>) {
  if (leveragePending) {
    return (
      <div role="status" className="grid grid-cols-2 gap-2" aria-busy="true" aria-label="Loading leverage">
        <Skeleton className="h-7" />
        <Skeleton className="h-7" />
      </div>
    );
  }
  return (
    <div className="grid grid-cols-2 gap-2">
      <Button type="button" size="sm" variant="secondary" onClick={onOpenMarginMode} aria-label="Margin mode">
        {MARGIN_MODE_LABELS[marginMode]}
      </Button>
      <Button type="button" size="sm" variant="secondary" onClick={onOpenLeverage} aria-label="Leverage">
        {leverage === undefined ? '—' : `${leverage}x`}
      </Button>
    </div>
  );
}

/** Before a first order on a market: the leverage it will use, said plainly, with a way to change it. */
function FirstOrderLeverage({
  coin,
  leverage,
  marginMode,
  onOpenLeverage,
}: Pick<OrderFormViewProps, 'coin' | 'marginMode' | 'onOpenLeverage'> & { leverage: number }) {
  return (
    <p role="note" className="rounded border border-accent/40 bg-accent/10 px-2 py-1.5 text-fg">
      Your {coin} orders will use{' '}
      <strong className="font-mono">
        {leverage}x {MARGIN_MODE_LABELS[marginMode]}
      </strong>{' '}
      leverage.{' '}
      <button
        type="button"
        onClick={onOpenLeverage}
        className="text-accent underline-offset-2 hover:underline"
      >
        Change
      </button>
    </p>
  );
}

/**
 * The TP or SL pair of fields (seed 000 §2): a price and its gain or loss percent, linked. Each keeps
 * a visible label inside its box, so a filled field still says what it holds.
 */
const TPSL_INPUTS: Record<TpslKind, readonly { field: TpslField; label: string; shortLabel: string }[]> = {
  tp: [
    { field: 'price', label: 'TP Price', shortLabel: 'TP Price' },
    { field: 'percent', label: 'Gain %', shortLabel: 'Gain' },
  ],
  sl: [
    { field: 'price', label: 'SL Price', shortLabel: 'SL Price' },
    { field: 'percent', label: 'Loss %', shortLabel: 'Loss' },
  ],
};

function TpslInputs({
  kind,
  summary,
  dispatch,
}: {
  kind: TpslKind;
  summary: OrderFormSummary;
  dispatch: (action: OrderFormAction) => void;
}) {
  return TPSL_INPUTS[kind].map(({ field, label, shortLabel }) => (
    <NumericInput
      key={field}
      aria-label={label}
      prefix={shortLabel}
      placeholder={field === 'price' ? 'USD' : '0'}
      value={summary[kind][field]}
      onValueChange={(text) => dispatch({ type: 'setTpsl', kind, field, text })}
      precision={field === 'price' ? 8 : 2}
      suffix={field === 'percent' ? '%' : undefined}
      inputSize="sm"
    />
  ));
}

/** Seed 000 §2 order form, rendering the trader's input and the core summary. */
export function OrderFormView({
  coin,
  state,
  summary,
  dispatch,
  available,
  leverage,
  leveragePending,
  firstOrderOnMarket,
  marginMode,
  fees,
  placeDisabled,
  placing,
  walletPending,
  onPlace,
  onOpenLeverage,
  onOpenMarginMode,
}: OrderFormViewProps) {
  const isBuy = state.side === 'buy';
  return (
    <form
      aria-label="Order form"
      className="flex flex-col gap-3 p-3 text-xs"
      onSubmit={(event) => {
        event.preventDefault();
        onPlace();
      }}
    >
      <LeverageButtons
        leverage={leverage}
        leveragePending={leveragePending}
        marginMode={marginMode}
        onOpenLeverage={onOpenLeverage}
        onOpenMarginMode={onOpenMarginMode}
      />
      {firstOrderOnMarket && leverage !== undefined && (
        <FirstOrderLeverage
          coin={coin}
          leverage={leverage}
          marginMode={marginMode}
          onOpenLeverage={onOpenLeverage}
        />
      )}
      <fieldset
        aria-label="Side"
        className="m-0 min-w-0 border-0 p-0 grid grid-cols-2 rounded-md bg-surface p-0.5"
      >
        {(['buy', 'sell'] as const).map((side) => (
          <button
            key={side}
            type="button"
            aria-pressed={state.side === side}
            onClick={() => dispatch({ type: 'setSide', side })}
            className={cn(
              'h-8 rounded font-semibold text-xs transition-colors',
              state.side === side
                ? side === 'buy'
                  ? 'bg-up text-bg'
                  : 'bg-down text-white'
                : 'text-muted hover:text-fg',
            )}
          >
            {side === 'buy' ? 'Buy / Long' : 'Sell / Short'}
          </button>
        ))}
      </fieldset>
      <fieldset aria-label="Order type" className="m-0 min-w-0 border-0 p-0 flex gap-3 border-line border-b">
        {ORDER_KINDS.map((type) => (
          <button
            key={type}
            type="button"
            aria-pressed={state.orderType === type}
            onClick={() => dispatch({ type: 'setOrderType', orderType: type })}
            className={cn(
              '-mb-px border-b-2 pb-1.5 font-medium capitalize',
              state.orderType === type
                ? 'border-accent text-fg'
                : 'border-transparent text-muted hover:text-fg',
            )}
          >
            {type}
          </button>
        ))}
        <button
          type="button"
          disabled
          title="Pro order types are not available yet"
          className="-mb-px cursor-not-allowed border-transparent border-b-2 pb-1.5 font-medium text-faint"
        >
          Pro
        </button>
      </fieldset>
      {walletPending ? (
        <div className="flex items-center justify-between gap-2">
          <span className="text-faint">Available to trade</span>
          <Skeleton className="h-3.5 w-20" />
        </div>
      ) : (
        <Line
          label="Available to trade"
          value={available === undefined ? '—' : `${formatFixed(available, 2)} USDC`}
        />
      )}
      {state.orderType === 'limit' && (
        <NumericInput
          aria-label="Limit price"
          placeholder="Price"
          value={state.price}
          onValueChange={(price) => dispatch({ type: 'setPrice', price })}
          precision={8}
          prefix="Price"
          suffix="USD"
          inputSize="sm"
        />
      )}
      <div className="flex gap-1.5">
        <NumericInput
          aria-label="Size"
          placeholder="Size"
          value={summary.size}
          onValueChange={(size) => dispatch({ type: 'setSize', size })}
          precision={state.sizeUnit === 'base' ? BASE_SIZE_DECIMALS : QUOTE_SIZE_DECIMALS}
          prefix="Size"
          inputSize="sm"
          wrapperClassName="flex-1"
        />
        <Select
          aria-label="Size unit"
          size="sm"
          value={state.sizeUnit}
          options={[
            { value: 'base', label: coin },
            { value: 'quote', label: 'USD' },
          ]}
          onChange={(sizeUnit) => dispatch({ type: 'setSizeUnit', sizeUnit })}
          className="w-20"
        />
      </div>
      <Slider
        aria-label="Size percent"
        value={summary.sliderPercent}
        onChange={(percent) => dispatch({ type: 'setSlider', percent })}
        marks={[0, 25, 50, 75, 100]}
        formatValue={(value) => `${value}%`}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Checkbox
          label="Reduce Only"
          checked={state.reduceOnly}
          onChange={(reduceOnly) => dispatch({ type: 'setReduceOnly', reduceOnly })}
        />
        <Checkbox
          label="TP/SL"
          checked={state.tpslEnabled}
          onChange={(enabled) => dispatch({ type: 'setTpslEnabled', enabled })}
        />
        {state.orderType === 'limit' && (
          <Select
            aria-label="Time in force"
            size="sm"
            value={state.timeInForce}
            options={TIF_OPTIONS}
            onChange={(timeInForce) => dispatch({ type: 'setTimeInForce', timeInForce })}
          />
        )}
      </div>
      {state.tpslEnabled && (
        <div className="grid grid-cols-[1fr_6.5rem] gap-1.5">
          <TpslInputs kind="tp" summary={summary} dispatch={dispatch} />
          <TpslInputs kind="sl" summary={summary} dispatch={dispatch} />
        </div>
      )}
      <Button
        type="submit"
        variant={isBuy ? 'buy' : 'sell'}
        size="lg"
        block
        aria-disabled={placeDisabled}
        disabled={placing || walletPending}
        loading={placing}
        className={cn(placeDisabled && !placing && 'opacity-50')}
      >
        {placing ? 'Placing...' : `${isBuy ? 'Buy / Long' : 'Sell / Short'} ${coin}`}
      </Button>
      <OrderSummary coin={coin} state={state} summary={summary} fees={fees} />
    </form>
  );
}
