import '../../ui/test-polyfills';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { recordToasts, usdc } from '../../lib/testing/toasts';
import { NetworkSwitchError } from '../../lib/wallet/network';
import { DepositDialogView } from './DepositDialog';
import { type DepositPort, useDepositForm } from './use-deposit-form';

function fakePort(overrides: Partial<DepositPort> = {}): DepositPort {
  return {
    isConnected: true,
    walletBalance: usdc(250.5),
    minimumUsdc: 5,
    ensureArbitrum: vi.fn(async () => 'already'),
    readOnChainBalance: vi.fn(async () => usdc(250.5)),
    sendTransfer: vi.fn(async () => '0xabc' as const),
    waitForConfirmation: vi.fn(async () => undefined),
    onDeposited: vi.fn(),
    ...overrides,
  };
}

function Harness({ port, onSuccess = () => undefined }: { port: DepositPort; onSuccess?: () => void }) {
  const form = useDepositForm(port, onSuccess);
  return <DepositDialogView open onOpenChange={() => undefined} form={form} />;
}

async function deposit(amount: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Amount (USDC)'), amount);
  await user.click(screen.getByRole('button', { name: 'Deposit' }));
  return user;
}

describe('Deposit USDC dialog', () => {
  const toasts = recordToasts();

  it('shows the title, the balance with 2 decimals and fills Max with the whole balance', async () => {
    render(<Harness port={fakePort({ walletBalance: 250_509_999n })} />);
    screen.getByRole('dialog', { name: 'Deposit USDC' });
    screen.getByText('250.50 USDC');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Max' }));
    expect((screen.getByLabelText('Amount (USDC)') as HTMLInputElement).value).toBe('250.509999');
  });

  it('refuses an empty amount', async () => {
    const port = fakePort();
    render(<Harness port={port} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Deposit' }));
    expect(toasts.last()).toMatchObject({
      title: 'Invalid Amount',
      description: 'Please enter a valid deposit amount',
    });
    expect(port.sendTransfer).not.toHaveBeenCalled();
  });

  it('refuses less than the bridge minimum from configuration', async () => {
    const port = fakePort();
    render(<Harness port={port} />);
    await deposit('3');
    expect(toasts.last()).toMatchObject({
      title: 'Minimum Deposit',
      description: 'Minimum deposit is 5 USDC',
    });
    expect(port.ensureArbitrum).not.toHaveBeenCalled();
  });

  it('refuses more than the wallet holds with both figures', async () => {
    render(<Harness port={fakePort({ walletBalance: usdc(50) })} />);
    await deposit('100');
    expect(toasts.last()).toMatchObject({
      title: 'Insufficient Balance',
      description: 'You have 50 USDC but need 100 USDC',
    });
  });

  it('requires a wallet', async () => {
    render(<Harness port={fakePort({ isConnected: false })} />);
    await deposit('10');
    expect(toasts.last()).toMatchObject({ title: 'Wallet Required' });
  });

  it('re-reads the balance on chain before sending', async () => {
    const port = fakePort({ readOnChainBalance: vi.fn(async () => usdc(20)) });
    render(<Harness port={port} />);
    await deposit('100');
    await waitFor(() =>
      expect(toasts.last()).toMatchObject({
        description: "You don't have enough USDC to deposit this amount",
      }),
    );
    expect(port.sendTransfer).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Deposit' })).toHaveProperty('disabled', false);
  });

  it('stops with the network message when Arbitrum cannot be reached', async () => {
    const port = fakePort({
      ensureArbitrum: vi.fn(async () => {
        throw new NetworkSwitchError('Please add Arbitrum network to your wallet');
      }),
    });
    render(<Harness port={port} />);
    await deposit('10');
    await waitFor(() =>
      expect(toasts.last()).toMatchObject({
        title: 'Network Switch Failed',
        description: 'Please add Arbitrum network to your wallet',
      }),
    );
    expect(port.sendTransfer).not.toHaveBeenCalled();
  });

  it('sends, shows Pending then Successful, clears the input and calls back', async () => {
    let confirm: () => void = () => undefined;
    const port = fakePort({
      waitForConfirmation: vi.fn(() => new Promise<void>((resolve) => (confirm = resolve))),
    });
    const onSuccess = vi.fn();
    render(<Harness port={port} onSuccess={onSuccess} />);
    await deposit('100');
    await waitFor(() => expect(toasts.last()?.title).toBe('Deposit Pending'));
    expect(port.sendTransfer).toHaveBeenCalledWith(usdc(100));
    expect(screen.getByRole('button', { name: 'Processing...' })).toHaveProperty('disabled', true);
    confirm();
    await waitFor(() => expect(toasts.last()?.title).toBe('Deposit Successful'));
    expect(port.onDeposited).toHaveBeenCalledWith(usdc(100));
    expect(onSuccess).toHaveBeenCalledOnce();
    expect((screen.getByLabelText('Amount (USDC)') as HTMLInputElement).value).toBe('');
  });

  it('reports a rejected transfer without closing', async () => {
    const onSuccess = vi.fn();
    const port = fakePort({
      sendTransfer: vi.fn(async () => {
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
      }),
    });
    render(<Harness port={port} onSuccess={onSuccess} />);
    await deposit('10');
    await waitFor(() =>
      expect(toasts.last()).toMatchObject({
        title: 'Deposit Failed',
        description: 'Request cancelled in your wallet',
      }),
    );
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('says so when the configuration has no bridge', () => {
    render(<DepositDialogView open onOpenChange={() => undefined} form={undefined} />);
    screen.getByText('Deposits are not available in this configuration.');
    expect(screen.getByRole('button', { name: 'Deposit' })).toHaveProperty('disabled', true);
  });
});
