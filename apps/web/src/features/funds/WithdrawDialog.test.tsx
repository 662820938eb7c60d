import '../../ui/test-polyfills';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { recordToasts, usdc } from '../../lib/testing/toasts';
import { useWithdrawForm, type WithdrawPort } from './use-withdraw-form';
import { WithdrawDialogView } from './WithdrawDialog';

function fakePort(overrides: Partial<WithdrawPort> = {}): WithdrawPort {
  return {
    isConnected: true,
    available: usdc(40.129),
    withdraw: vi.fn(async () => undefined),
    onWithdrawn: vi.fn(),
    ...overrides,
  };
}

function Harness({ port, onSuccess = () => undefined }: { port: WithdrawPort; onSuccess?: () => void }) {
  const form = useWithdrawForm(port, onSuccess);
  return <WithdrawDialogView open onOpenChange={() => undefined} form={form} arrivalTime="a few seconds" />;
}

async function withdraw(amount: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Amount (USDC)'), amount);
  await user.click(screen.getByRole('button', { name: 'Withdraw USDC' }));
}

describe('Withdraw USDC dialog', () => {
  const toasts = recordToasts();

  it('shows Withdrawable, the notes, and Max fills the withdrawable amount', async () => {
    render(<Harness port={fakePort()} />);
    const dialog = screen.getByRole('dialog', { name: 'Withdraw USDC' });
    expect(dialog.textContent).toContain('Withdrawable: 40.12 USDC');
    screen.getByText('Withdrawals are processed to your wallet on Arbitrum.');
    screen.getByText('Funds arrive in a few seconds.');
    screen.getByText('The exchange deducts its 1 USDC withdrawal fee; Pluto adds no fee.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Max' }));
    expect((screen.getByLabelText('Amount (USDC)') as HTMLInputElement).value).toBe('40.129');
  });

  it('steps by 0.01 with the arrow keys up to the exact available amount, which Withdraw accepts', async () => {
    const port = fakePort();
    render(<Harness port={port} />);
    const input = screen.getByLabelText('Amount (USDC)') as HTMLInputElement;
    expect(input.getAttribute('step')).toBe('0.01');
    const user = userEvent.setup();
    await user.type(input, '40.1');
    await user.keyboard('{ArrowUp}');
    expect(input.value).toBe('40.11');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(input.value).toBe('40.129');
    await user.keyboard('{ArrowDown}');
    expect(input.value).toBe('40.12');
    await user.click(screen.getByRole('button', { name: 'Max' }));
    await user.click(screen.getByRole('button', { name: 'Withdraw USDC' }));
    await waitFor(() => expect(port.withdraw).toHaveBeenCalledWith(usdc(40.129)));
  });

  it('disables Max, the input and Withdraw when nothing is available', () => {
    render(<Harness port={fakePort({ available: 0n })} />);
    expect(screen.getByRole('button', { name: 'Max' })).toHaveProperty('disabled', true);
    expect(screen.getByLabelText('Amount (USDC)')).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Withdraw USDC' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', false);
  });

  it('refuses an invalid amount and more than available', async () => {
    const port = fakePort();
    render(<Harness port={port} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Withdraw USDC' }));
    expect(toasts.last()).toMatchObject({
      title: 'Invalid Amount',
      description: 'Please enter a valid withdrawal amount',
    });
    await withdraw('41');
    expect(toasts.last()).toMatchObject({
      title: 'Insufficient Balance',
      description: 'Withdrawal amount exceeds available balance',
    });
    expect(port.withdraw).not.toHaveBeenCalled();
  });

  it('requires a wallet', async () => {
    render(<Harness port={fakePort({ isConnected: false })} />);
    await withdraw('1');
    expect(toasts.last()).toMatchObject({
      title: 'Wallet Required',
      description: 'Please connect your wallet to withdraw',
    });
  });

  it('withdraws, says Processing... meanwhile, then refreshes and closes', async () => {
    let finish: () => void = () => undefined;
    const port = fakePort({ withdraw: vi.fn(() => new Promise<void>((resolve) => (finish = resolve))) });
    const onSuccess = vi.fn();
    render(<Harness port={port} onSuccess={onSuccess} />);
    await withdraw('10');
    expect(await screen.findByRole('button', { name: 'Processing...' })).toHaveProperty('disabled', true);
    expect(port.withdraw).toHaveBeenCalledWith(usdc(10));
    finish();
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    expect(port.onWithdrawn).toHaveBeenCalledOnce();
    expect(toasts.last()?.title).toBe('Withdrawal Initiated');
    expect((screen.getByLabelText('Amount (USDC)') as HTMLInputElement).value).toBe('');
  });

  it.each([
    ['Insufficient balance', 'Insufficient funds available for withdrawal'],
    ['Withdrawal pending', 'You have a pending withdrawal. Please wait for it to complete.'],
    [
      'Must deposit before performing actions. User: 0x1',
      'You need to deposit into the product before withdrawing',
    ],
    ['Something else', 'Something else'],
  ])('maps the exchange refusal "%s"', async (refusal, message) => {
    const onSuccess = vi.fn();
    render(
      <Harness
        port={fakePort({ withdraw: vi.fn(async () => Promise.reject(new Error(refusal))) })}
        onSuccess={onSuccess}
      />,
    );
    await withdraw('5');
    await waitFor(() =>
      expect(toasts.last()).toMatchObject({ title: 'Withdrawal Failed', description: message }),
    );
    expect(onSuccess).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Withdraw USDC' })).toHaveProperty('disabled', false);
  });
});
