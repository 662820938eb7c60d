import { useState } from 'react';
import { cn, Slider } from '../../ui';
import { Dialog } from '../../ui/Dialog';

/** Seed 000 §5: leverage 1..maxLeverage (default max 40); update disabled if unchanged or busy. */
export function LeverageDialog({
  open,
  onOpenChange,
  coin,
  current,
  maxLeverage,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  coin: string;
  current: number;
  maxLeverage: number | undefined;
  onConfirm: (leverage: number) => Promise<boolean>;
}) {
  const max = maxLeverage && maxLeverage >= 1 ? maxLeverage : 40;
  const [value, setValue] = useState(Math.min(current, max));
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title="Adjust Leverage"
      buttons={[
        { label: 'Cancel', variant: 'secondary', onClick: () => onOpenChange(false), disabled: busy },
        {
          label: busy ? 'Updating...' : 'Update Leverage',
          disabled: busy || value === current,
          loading: busy,
          onClick: () => {
            setBusy(true);
            void onConfirm(value).then((ok) => {
              setBusy(false);
              if (ok) onOpenChange(false);
            });
          },
        },
      ]}
    >
      <div className="space-y-4">
        <p className="text-muted text-xs">
          Control the leverage used for {coin} positions. The maximum for this market is {max}x.
        </p>
        <Slider
          aria-label="Leverage"
          value={value}
          min={1}
          max={max}
          onChange={setValue}
          formatValue={(v) => `${v}x`}
          marks={[1, Math.round(max / 4), Math.round(max / 2), Math.round((max * 3) / 4), max].filter(
            (m, i, all) => all.indexOf(m) === i,
          )}
        />
        <p className="text-faint text-xs">Higher leverage increases the risk of liquidation.</p>
      </div>
    </Dialog>
  );
}

/** Seed 000 §2, §5: Cross or Isolated; confirm disabled if unchanged. */
export function MarginModeDialog({
  open,
  onOpenChange,
  coin,
  current,
  onlyIsolated,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  coin: string;
  current: 'cross' | 'isolated';
  onlyIsolated: boolean;
  onConfirm: (mode: 'cross' | 'isolated') => Promise<boolean>;
}) {
  const [mode, setMode] = useState(current);
  const [busy, setBusy] = useState(false);
  const options = [
    {
      value: 'cross' as const,
      label: 'Cross',
      text: 'All cross positions share the account balance as margin.',
    },
    {
      value: 'isolated' as const,
      label: 'Isolated',
      text: 'Margin is assigned to this position only; a liquidation is limited to it.',
    },
  ];
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={`${coin} Margin Mode`}
      buttons={[
        { label: 'Cancel', variant: 'secondary', onClick: () => onOpenChange(false), disabled: busy },
        {
          label: busy ? 'Updating...' : 'Confirm',
          disabled: busy || mode === current,
          loading: busy,
          onClick: () => {
            setBusy(true);
            void onConfirm(mode).then((ok) => {
              setBusy(false);
              if (ok) onOpenChange(false);
            });
          },
        },
      ]}
    >
      <fieldset aria-label="Margin mode" className="m-0 min-w-0 border-0 p-0 space-y-2">
        {options.map((option) => {
          const disabled = option.value === 'cross' && onlyIsolated;
          return (
            <button
              key={option.value}
              type="button"
              aria-pressed={mode === option.value}
              disabled={disabled}
              onClick={() => setMode(option.value)}
              className={cn(
                'w-full rounded-md border p-3 text-left transition-colors disabled:cursor-not-allowed disabled:opacity-40',
                mode === option.value ? 'border-accent bg-accent/10' : 'border-line hover:border-line-strong',
              )}
            >
              <span className="block font-medium text-sm">{option.label}</span>
              <span className="block text-muted text-xs">{option.text}</span>
            </button>
          );
        })}
      </fieldset>
    </Dialog>
  );
}
