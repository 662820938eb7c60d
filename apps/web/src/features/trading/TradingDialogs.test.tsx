import '../../ui/test-polyfills';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LeverageDialog, MarginModeDialog } from './TradingDialogs';

describe('Leverage and margin dialogs', () => {
  it('keeps Update Leverage disabled until the value changes', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn(async () => true);
    render(
      <LeverageDialog
        open
        onOpenChange={() => {}}
        coin="BTC"
        current={5}
        maxLeverage={40}
        onConfirm={onConfirm}
      />,
    );
    const update = screen.getByRole('button', { name: 'Update Leverage' });
    expect(update).toHaveProperty('disabled', true);
    const slider = screen.getByRole<HTMLInputElement>('slider', { name: 'Leverage' });
    expect([slider.min, slider.max, slider.value]).toEqual(['1', '40', '5']);
    expect(slider.getAttribute('aria-valuetext')).toBe('5x');
    slider.focus();
    await user.keyboard('{ArrowRight}');
    expect(update).toHaveProperty('disabled', false);
    await user.click(update);
    expect(onConfirm).toHaveBeenCalledWith(6);
  });

  it('keeps Confirm disabled until the margin mode changes', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn(async () => true);
    render(
      <MarginModeDialog
        open
        onOpenChange={() => {}}
        coin="BTC"
        current="cross"
        onlyIsolated={false}
        onConfirm={onConfirm}
      />,
    );
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: /Isolated/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledWith('isolated');
  });
});
