import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NumericInput, type NumericInputProps } from './NumericInput';
import { TextInput } from './TextInput';

type HarnessProps = Omit<NumericInputProps, 'value' | 'onValueChange'> & {
  initial?: string;
  onValueChange?: (text: string) => void;
};

function Harness({ initial = '', onValueChange, ...props }: HarnessProps) {
  const [value, setValue] = useState(initial);
  return (
    <NumericInput
      aria-label="Amount"
      {...props}
      value={value}
      onValueChange={(text) => {
        onValueChange?.(text);
        setValue(text);
      }}
    />
  );
}

const input = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Amount' });

describe('NumericInput', () => {
  it('ignores letters and extra decimals beyond the precision', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Harness precision={2} onValueChange={onValueChange} />);
    await user.type(input(), '1a2.3b45');
    expect(input().value).toBe('12.34');
    expect(onValueChange).toHaveBeenLastCalledWith('12.34');
    expect(onValueChange.mock.calls.map(([text]) => text)).toEqual(['1', '12', '12.', '12.3', '12.34']);
  });

  it('precision 0 accepts whole numbers only, without a leading zero', async () => {
    const user = userEvent.setup();
    render(<Harness precision={0} />);
    await user.type(input(), '0');
    expect(input().value).toBe('');
    await user.type(input(), '25.5');
    expect(input().value).toBe('255');
    expect(input().inputMode).toBe('numeric');
  });

  it('rejects values above max and ignores an invalid paste', async () => {
    const user = userEvent.setup();
    render(<Harness precision={2} max={100} initial="10" />);
    await user.type(input(), '0');
    expect(input().value).toBe('100');
    await user.type(input(), '1');
    expect(input().value).toBe('100');
    await user.clear(input());
    expect(input().value).toBe('');
    await user.paste('12abc');
    expect(input().value).toBe('');
    await user.paste('9.5');
    expect(input().value).toBe('9.5');
  });

  it('passes raw text on when no precision is set', () => {
    const onValueChange = vi.fn();
    render(<NumericInput aria-label="Amount" value="" onValueChange={onValueChange} />);
    fireEvent.change(input(), { target: { value: 'abc' } });
    expect(onValueChange).toHaveBeenCalledWith('abc');
  });

  it('renders prefix and suffix adornments and uses the decimal keyboard', () => {
    render(<Harness precision={2} prefix="Size" suffix="USDC" />);
    screen.getByText('Size');
    screen.getByText('USDC');
    expect(input().inputMode).toBe('decimal');
  });
});

describe('TextInput', () => {
  it('reports text and shows adornments', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<TextInput aria-label="Search" prefix="@" suffix="/10" onValueChange={onValueChange} />);
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'eth');
    expect(onValueChange).toHaveBeenLastCalledWith('eth');
    screen.getByText('@');
    screen.getByText('/10');
  });
});
