import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster } from './Toaster';
import { notify, toast } from './toast';
import { createToastStore } from './toast-store';

afterEach(() => {
  toast.store.reset();
  notify.store.reset();
});

describe('Toaster', () => {
  it('shows one main toast at a time and up to three secondary ones', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Deposit Pending' });
      toast({ title: 'Deposit Successful', description: 'Funds arrived' });
      for (const n of [1, 2, 3, 4]) notify.success(`Saved ${n}`);
    });
    expect(screen.queryByText('Deposit Pending')).toBeNull();
    screen.getByText('Deposit Successful');
    screen.getByText('Funds arrived');
    expect(screen.queryByText('Saved 1')).toBeNull();
    expect(screen.getAllByText(/^Saved [234]$/)).toHaveLength(3);
  });

  it('renders destructive toasts as red alerts', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Withdrawal Failed', description: 'Insufficient funds', variant: 'destructive' });
      notify.error('Failed to set up webhook');
    });
    const alerts = screen.getAllByRole('alert');
    expect(alerts.map((a) => a.querySelector('.font-semibold')?.textContent)).toEqual([
      'Withdrawal Failed',
      'Failed to set up webhook',
    ]);
    for (const alert of alerts) expect(alert.className).toContain('bg-down');
  });

  it('hides a toast when its dismiss button is clicked', async () => {
    const user = userEvent.setup();
    const store = createToastStore({ limit: 1 });
    render(<Toaster store={store} secondaryStore={null} />);
    act(() => {
      store.add({ title: 'Network Switched' });
    });
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Network Switched')).toBeNull();
    expect(store.getSnapshot().toasts).toMatchObject([{ title: 'Network Switched', open: false }]);
  });
});
