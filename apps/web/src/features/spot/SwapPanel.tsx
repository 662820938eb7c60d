import {
  formatFixed,
  formatPercent,
  HIGH_SLIPPAGE_WARNING,
  isHighSlippage,
  SLIPPAGE_PRESETS,
  SPOT_BALANCE_DECIMALS,
  SPOT_PLATFORM_FEE_RATE,
} from '@pluto/core';
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { Button, Checkbox, cn, NumericInput, Spinner } from '../../ui';
import type { SwapPanelModel, SwapReceipt, SwapSide } from './use-swap-panel';

const SIDES: readonly SwapSide[] = ['buy', 'sell'];

function SideToggle({ side, onChoose }: { side: SwapSide; onChoose: (side: SwapSide) => void }) {
  return (
    <fieldset aria-label="Side" className="m-0 grid min-w-0 grid-cols-2 rounded-md border-0 bg-surface p-0.5">
      {SIDES.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={side === option}
          onClick={() => onChoose(option)}
          className={cn(
            'h-8 rounded font-semibold text-xs transition-colors',
            side === option
              ? option === 'buy'
                ? 'bg-up text-bg'
                : 'bg-down text-white'
              : 'text-muted hover:text-fg',
          )}
        >
          {option === 'buy' ? 'Buy' : 'Sell'}
        </button>
      ))}
    </fieldset>
  );
}

function SlippageSetting({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  const isPreset = (SLIPPAGE_PRESETS as readonly number[]).includes(value);
  const [custom, setCustom] = useState(isPreset ? '' : String(value));
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center justify-between text-muted text-xs">
        <span id="slippage-label">Slippage</span>
        <span className="font-mono text-fg">{formatPercent(value, { decimals: 1 })}</span>
      </div>
      <fieldset aria-labelledby="slippage-label" className="m-0 flex min-w-0 gap-1 border-0 p-0">
        {SLIPPAGE_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            aria-pressed={value === preset && custom === ''}
            onClick={() => {
              setCustom('');
              onChange(preset);
            }}
            className={cn(
              'h-7 flex-1 rounded border font-mono text-xs transition-colors',
              value === preset && custom === ''
                ? 'border-accent bg-accent/15 text-fg'
                : 'border-line text-muted hover:text-fg',
            )}
          >
            {preset}%
          </button>
        ))}
        <NumericInput
          aria-label="Custom slippage"
          placeholder="Custom"
          value={custom}
          precision={2}
          inputSize="sm"
          suffix="%"
          wrapperClassName="w-24"
          onValueChange={(text) => {
            setCustom(text);
            const parsed = Number(text);
            if (text !== '' && Number.isFinite(parsed) && parsed > 0) onChange(parsed);
          }}
        />
      </fieldset>
      {isHighSlippage(value) && (
        <p role="alert" className="rounded border border-warn/40 bg-warn/10 px-2 py-1 text-warn text-xs">
          {HIGH_SLIPPAGE_WARNING}
        </p>
      )}
    </div>
  );
}

function DetailRow({ label, value, tone }: { label: string; value: string; tone?: 'warn' | 'down' }) {
  return (
    <div className="flex items-center justify-between gap-3 text-xs">
      <span className="text-muted">{label}</span>
      <span
        className={cn('font-mono', tone === 'warn' ? 'text-warn' : tone === 'down' ? 'text-down' : 'text-fg')}
      >
        {value}
      </span>
    </div>
  );
}

const short = (value: string) => formatFixed(Number(value), SPOT_BALANCE_DECIMALS + 2).replace(/\.?0+$/, '');

function QuoteDetails({ model }: { model: SwapPanelModel }) {
  const { quote, tokens } = model;
  if (!quote || !tokens) return null;
  const impact = quote.impactPercent;
  return (
    <section
      className="flex flex-col gap-1 rounded-md border border-line bg-surface p-2"
      aria-label="Quote details"
    >
      <DetailRow
        label="Rate"
        value={`1 ${tokens.pay.symbol} = ${short(String(quote.rate))} ${tokens.receive.symbol}`}
      />
      <DetailRow
        label="Price impact"
        value={impact === undefined ? '-' : formatPercent(impact)}
        tone={quote.impactLevel === 'confirm' ? 'down' : quote.impactLevel === 'warning' ? 'warn' : undefined}
      />
      <DetailRow
        label="Minimum received"
        value={`${short(quote.minimumReceived)} ${tokens.receive.symbol}`}
      />
      <DetailRow
        label={`Platform fee (${formatPercent(SPOT_PLATFORM_FEE_RATE * 100, { decimals: 0 })})`}
        value={`${short(quote.fee)} ${tokens.pay.symbol}`}
      />
      {quote.route && <DetailRow label="Route" value={quote.route} />}
    </section>
  );
}

function ReceiptLine({ receipt }: { receipt: SwapReceipt }) {
  const text =
    receipt.stage === 'submitted'
      ? 'Submitted, waiting for confirmation'
      : receipt.stage === 'confirmed'
        ? 'Confirmed'
        : 'Failed on chain';
  return (
    <div
      className={cn(
        'flex items-center justify-between gap-2 rounded border px-2 py-1.5 text-xs',
        receipt.stage === 'failed' ? 'border-down/40 text-down' : 'border-line text-muted',
      )}
      aria-live="polite"
    >
      <span className="flex items-center gap-2">
        {receipt.stage === 'submitted' && <Spinner size={12} />}
        <span data-testid="swap-receipt-stage">{text}</span>
      </span>
      {receipt.explorerUrl && (
        <a
          href={receipt.explorerUrl}
          target="_blank"
          rel="noreferrer"
          className="flex items-center gap-1 text-accent hover:underline"
        >
          Explorer <ExternalLink size={12} aria-hidden />
        </a>
      )}
    </div>
  );
}

function primaryAction(model: SwapPanelModel, onConnect: () => void): (() => void) | undefined {
  switch (model.state.kind) {
    case 'noWallet':
      return onConnect;
    case 'needsApproval':
      return () => void model.approve();
    case 'ready':
      return () => void model.swap();
    default:
      return undefined;
  }
}

/** Seed 002 §2.3 swap panel: Buy/Sell, balance, amount, quote with its details, slippage, the action. */
export function SwapPanel({ model, onConnect }: { model: SwapPanelModel; onConnect: () => void }) {
  const { tokens, state, quote } = model;
  const needsImpactConsent =
    state.kind === 'ready' && quote?.impactLevel === 'confirm' && !model.impactAccepted;
  const action = primaryAction(model, onConnect);
  return (
    <section className="flex flex-col gap-3 p-3" aria-label="Swap">
      <SideToggle side={model.side} onChoose={model.chooseSide} />
      <div className="flex flex-col gap-1.5">
        <div className="flex items-center justify-between text-muted text-xs">
          <label htmlFor="swap-amount">You pay</label>
          <span>
            Balance:{' '}
            <span className="font-mono text-fg" data-testid="swap-balance">
              {model.balanceLoading
                ? '...'
                : model.balance === undefined
                  ? '-'
                  : formatFixed(Number(model.balance), SPOT_BALANCE_DECIMALS)}
            </span>
          </span>
        </div>
        <NumericInput
          id="swap-amount"
          placeholder="0.00"
          value={model.amount}
          precision={tokens?.pay.decimals}
          onValueChange={model.setAmount}
          suffix={tokens?.pay.symbol}
          inputSize="md"
          disabled={state.kind === 'inProgress'}
        />
        {model.balance !== undefined && (
          <button
            type="button"
            className="self-end text-accent text-xs hover:underline"
            onClick={() => model.setAmount(model.balance ?? '')}
          >
            Max
          </button>
        )}
      </div>
      <div className="flex flex-col gap-1.5">
        <span className="text-muted text-xs">You receive</span>
        <div
          className="flex h-10 items-center justify-between rounded-md border border-line bg-surface px-3 font-mono text-sm"
          data-testid="swap-receive"
        >
          <span className={cn(quote ? 'text-fg' : 'text-faint')}>
            {model.quoteLoading ? (
              <Spinner size={14} label="Fetching quote" />
            ) : quote ? (
              short(quote.amountOut)
            ) : (
              '0.00'
            )}
          </span>
          <span className="text-muted text-xs">{tokens?.receive.symbol}</span>
        </div>
        {model.quoteError && (
          <p role="alert" className="text-down text-xs">
            {model.quoteError}
          </p>
        )}
      </div>
      <QuoteDetails model={model} />
      {quote?.impactLevel === 'warning' && (
        <p role="alert" className="text-warn text-xs">
          Price impact is high: you get noticeably less than the market price.
        </p>
      )}
      {state.kind === 'ready' && quote?.impactLevel === 'confirm' && (
        <Checkbox
          checked={model.impactAccepted}
          onChange={model.setImpactAccepted}
          label={`I accept a price impact of ${formatPercent(quote.impactPercent ?? 0)}`}
          className="text-down text-xs"
        />
      )}
      <SlippageSetting value={model.slippage} onChange={model.setSlippage} />
      <Button
        size="lg"
        block
        variant={state.kind === 'ready' ? (model.side === 'buy' ? 'buy' : 'sell') : 'primary'}
        disabled={state.disabled || needsImpactConsent}
        loading={state.kind === 'inProgress'}
        onClick={action}
      >
        {state.label}
      </Button>
      {model.receipt && <ReceiptLine receipt={model.receipt} />}
    </section>
  );
}
