import { stepUsdcAmount, USDC_INPUT_DECIMALS, USDC_INPUT_STEP } from '@pluto/core';
import type { KeyboardEvent } from 'react';
import { Button, NumericInput } from '../../ui';

export interface UsdcAmountFieldProps {
  id: string;
  value: string;
  onValueChange: (text: string) => void;
  onMax: () => void;
  /** Where Arrow Up stops (the available balance for withdrawals). */
  max?: bigint | undefined;
  disabled: boolean;
  maxDisabled: boolean;
}

/**
 * The Deposit and Withdraw amount (seed 000 §2): step 0.01 with the arrow keys, min 0, and every
 * USDC decimal accepted so Max fills the exact balance.
 */
export function UsdcAmountField({
  id,
  value,
  onValueChange,
  onMax,
  max,
  disabled,
  maxDisabled,
}: UsdcAmountFieldProps) {
  const stepWithArrows = (event: KeyboardEvent<HTMLInputElement>) => {
    const direction = event.key === 'ArrowUp' ? 1 : event.key === 'ArrowDown' ? -1 : undefined;
    if (direction === undefined) return;
    event.preventDefault();
    onValueChange(stepUsdcAmount(value, direction, max));
  };
  return (
    <>
      <label htmlFor={id} className="text-muted text-xs">
        Amount (USDC)
      </label>
      <NumericInput
        id={id}
        value={value}
        onValueChange={onValueChange}
        onKeyDown={stepWithArrows}
        precision={USDC_INPUT_DECIMALS}
        step={USDC_INPUT_STEP}
        min={0}
        placeholder="0.00"
        disabled={disabled}
        suffix={
          <Button size="sm" variant="ghost" onClick={onMax} disabled={maxDisabled}>
            Max
          </Button>
        }
      />
    </>
  );
}
