import {
  checkPositionTpslDialog,
  DEFAULT_SZ_DECIMALS,
  editDialogBasis,
  editTpslTitle,
  formatFixed,
  formatPrice,
  isEditTpslSubmitDisabled,
  POSITION_SIZE_DECIMALS,
  planEditTpsl,
  positionDialogBasis,
  TPSL_DIALOG_TEXTS,
  type TpslKind,
  type TradingPosition,
} from '@pluto/core';
import { type ComponentProps, type ReactNode, useId, useState } from 'react';
import { type PositionTpslOrders, usePerpMarkets } from '../../data';
import { Checkbox, cn, NumericInput } from '../../ui';
import { Dialog } from '../../ui/Dialog';
import { type LinkedTpsl, useLinkedTpsl, useSubmitTpsl } from './use-tpsl';

/** The market's size decimals, which bound its price decimals. */
function useSzDecimals(coin: string): number {
  const markets = usePerpMarkets().data;
  return markets?.find((market) => market.coin === coin)?.szDecimals ?? DEFAULT_SZ_DECIMALS;
}

function Figure({ label, value, className }: { label: string; value: ReactNode; className?: string }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-[11px] text-muted">{label}</dt>
      <dd className={cn('font-mono text-xs tabular-nums', className ?? 'text-fg')}>{value}</dd>
    </div>
  );
}

/** A labelled numeric field (the label names the input for assistive technology and tests). */
function NumberField({
  label,
  ...input
}: { label: string } & Omit<ComponentProps<typeof NumericInput>, 'id'>) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-muted text-xs">
        {label}
      </label>
      <NumericInput id={id} {...input} />
    </div>
  );
}

const LEG_LABELS: Record<TpslKind, { price: string; percent: string }> = {
  tp: { price: 'TP Price', percent: 'Gain' },
  sl: { price: 'SL Price', percent: 'Loss' },
};

/** One leg's linked Price and Gain % / Loss % fields. */
function LegFields({ kind, linked }: { kind: TpslKind; linked: LinkedTpsl }) {
  const labels = LEG_LABELS[kind];
  const pair = linked[kind];
  return (
    <div className="grid grid-cols-[1fr_7rem] gap-2">
      <NumberField
        label={labels.price}
        value={pair.price}
        onValueChange={(text) => linked.setPrice(kind, text)}
        placeholder="Price"
        prefix="$"
      />
      <NumberField
        label={labels.percent}
        value={pair.percent}
        onValueChange={(text) => linked.setPercent(kind, text)}
        placeholder="0.00"
        suffix="%"
      />
    </div>
  );
}

function ErrorLine({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <p role="alert" className="rounded border border-down/40 bg-down/10 px-2 py-1.5 text-down text-xs">
      {error}
    </p>
  );
}

/** The optional limit prices of 'Limit Price'. */
function LimitFields({
  limits,
  onChange,
}: {
  limits: Record<TpslKind, string>;
  onChange: (kind: TpslKind, text: string) => void;
}) {
  return (
    <div className="grid grid-cols-2 gap-2">
      {(['tp', 'sl'] as const).map((kind) => (
        <NumberField
          key={kind}
          label={kind === 'tp' ? 'TP Limit Price' : 'SL Limit Price'}
          value={limits[kind]}
          onValueChange={(text) => onChange(kind, text)}
          placeholder="Market"
          prefix="$"
        />
      ))}
    </div>
  );
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/**
 * 'TP/SL for Position' (seed 000 §2, §5): a take profit and a stop loss for a position, the percent
 * measured from the entry price without leverage; optionally for part of it ('Configure Amount')
 * and resting as limit orders once triggered ('Limit Price').
 */
export function PositionTpslDialog({
  position,
  onOpenChange,
}: {
  position: TradingPosition;
  onOpenChange: (open: boolean) => void;
}) {
  const szDecimals = useSzDecimals(position.coin);
  const linked = useLinkedTpsl(positionDialogBasis(position.side, position.entryPrice, szDecimals));
  const { submit, busy } = useSubmitTpsl();
  const [configureAmount, setConfigureAmount] = useState(false);
  const [amount, setAmount] = useState('');
  const [limitEnabled, setLimitEnabled] = useState(false);
  const [limits, setLimits] = useState<Record<TpslKind, string>>({ tp: '', sl: '' });
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async () => {
    const size = configureAmount ? amount : '';
    const takeProfitLimit = limitEnabled ? limits.tp : '';
    const stopLossLimit = limitEnabled ? limits.sl : '';
    const invalid = checkPositionTpslDialog({
      side: position.side,
      entryPrice: String(position.entryPrice),
      takeProfit: linked.tp.price,
      stopLoss: linked.sl.price,
      takeProfitLimit,
      stopLossLimit,
      size,
      positionSize: String(position.size),
    });
    setError(invalid);
    if (invalid) return;
    const done = await submit({
      coin: position.coin,
      takeProfitPrice: orNull(linked.tp.price),
      stopLossPrice: orNull(linked.sl.price),
      takeProfitLimitPrice: orNull(takeProfitLimit),
      stopLossLimitPrice: orNull(stopLossLimit),
      size: orNull(size),
    });
    if (done) onOpenChange(false);
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !busy && onOpenChange(open)}
      title={TPSL_DIALOG_TEXTS.positionTitle}
      width={440}
      buttons={[
        { label: 'Cancel', variant: 'secondary', onClick: () => onOpenChange(false), disabled: busy },
        {
          label: busy ? TPSL_DIALOG_TEXTS.submitting : TPSL_DIALOG_TEXTS.submit,
          loading: busy,
          disabled: busy,
          onClick: () => void onSubmit(),
        },
      ]}
    >
      <div className="space-y-3">
        <dl className="grid grid-cols-4 gap-2 rounded border border-line bg-raised/40 p-2">
          <Figure
            label="Coin"
            value={position.coin}
            className={position.side === 'long' ? 'text-up' : 'text-down'}
          />
          <Figure label="Size" value={formatFixed(position.size, POSITION_SIZE_DECIMALS)} />
          <Figure label="Entry Price" value={formatPrice(position.entryPrice)} />
          <Figure label="Mark Price" value={formatPrice(position.markPrice)} />
        </dl>
        <LegFields kind="tp" linked={linked} />
        <LegFields kind="sl" linked={linked} />
        <div className="flex gap-4">
          <Checkbox label="Configure Amount" checked={configureAmount} onChange={setConfigureAmount} />
          <Checkbox label="Limit Price" checked={limitEnabled} onChange={setLimitEnabled} />
        </div>
        {configureAmount && (
          <NumberField
            label="Amount"
            value={amount}
            onValueChange={setAmount}
            precision={szDecimals}
            placeholder={formatFixed(position.size, POSITION_SIZE_DECIMALS)}
            suffix={position.coin}
          />
        )}
        {limitEnabled && (
          <LimitFields
            limits={limits}
            onChange={(kind, text) => setLimits((old) => ({ ...old, [kind]: text }))}
          />
        )}
        <ErrorLine error={error} />
        <ul className="list-disc space-y-0.5 pl-4 text-[11px] text-muted">
          <li>Gain and Loss are measured from the entry price, without leverage.</li>
          <li>
            TP and SL are reduce-only trigger orders: when the mark price reaches a trigger, the position
            closes at market, or at the limit price when one is set.
          </li>
          <li>Without an amount they close the whole position.</li>
        </ul>
      </div>
    </Dialog>
  );
}

/**
 * 'Edit TP/SL' / 'Set TP/SL' + coin (seed 000 §2, §4, §5): the position's current TP and SL, each
 * editable as a price or as the gain / loss from the mark price through the leverage. A changed price
 * moves its order, a new one creates it, a cleared one (or 0) cancels it; nothing changed just closes.
 */
export function EditTpslDialog({
  position,
  current,
  onOpenChange,
}: {
  position: TradingPosition;
  current: PositionTpslOrders;
  onOpenChange: (open: boolean) => void;
}) {
  const szDecimals = useSzDecimals(position.coin);
  const existingTp = current.takeProfit?.price;
  const existingSl = current.stopLoss?.price;
  const hasExisting = existingTp !== undefined || existingSl !== undefined;
  const linked = useLinkedTpsl(
    editDialogBasis(position.side, position.markPrice, position.leverage.value, szDecimals),
    {
      tp: existingTp === undefined ? '' : String(existingTp),
      sl: existingSl === undefined ? '' : String(existingSl),
    },
  );
  const { submit, busy } = useSubmitTpsl();
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async () => {
    const plan = planEditTpsl({
      side: position.side,
      entryPrice: String(position.entryPrice),
      takeProfit: linked.tp.price,
      stopLoss: linked.sl.price,
      existing: { takeProfit: existingTp, stopLoss: existingSl },
    });
    setError(plan.kind === 'error' ? plan.message : null);
    if (plan.kind === 'error') return;
    if (plan.kind === 'unchanged' || (await submit({ coin: position.coin, ...plan.request })))
      onOpenChange(false);
  };

  const current$ = (price: number | undefined) => (price === undefined ? '--' : formatPrice(price));
  return (
    <Dialog
      open
      onOpenChange={(open) => !busy && onOpenChange(open)}
      title={editTpslTitle(position.coin, hasExisting)}
      width={420}
      buttons={[
        { label: 'Cancel', variant: 'secondary', onClick: () => onOpenChange(false), disabled: busy },
        {
          label: hasExisting ? 'Update' : 'Set TP/SL',
          loading: busy,
          disabled: isEditTpslSubmitDisabled(linked.tp.price, linked.sl.price, busy),
          onClick: () => void onSubmit(),
        },
      ]}
    >
      <div className="space-y-3">
        <dl className="grid grid-cols-3 gap-2 rounded border border-line bg-raised/40 p-2">
          <Figure
            label="Side"
            value={position.side === 'long' ? 'Long' : 'Short'}
            className={position.side === 'long' ? 'text-up' : 'text-down'}
          />
          <Figure label="Entry Price" value={formatPrice(position.entryPrice)} />
          <Figure label="Mark Price" value={formatPrice(position.markPrice)} />
          <Figure label="Current TP" value={current$(existingTp)} className="text-up" />
          <Figure label="Current SL" value={current$(existingSl)} className="text-down" />
          <Figure label="Leverage" value={`${position.leverage.value}x`} />
        </dl>
        <LegFields kind="tp" linked={linked} />
        <LegFields kind="sl" linked={linked} />
        <ErrorLine error={error} />
        <p className="text-[11px] text-muted">
          Gain % and Loss % are the move from the mark price times the leverage. Clear a price, or set it to
          0, to cancel that order.
        </p>
      </div>
    </Dialog>
  );
}
