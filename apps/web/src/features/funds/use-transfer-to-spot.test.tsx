import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { recordToasts, usdc } from '../../lib/testing/toasts';
import { type TransferToSpotPort, useTransferToSpot } from './use-transfer-to-spot';

function fakePort(overrides: Partial<TransferToSpotPort> = {}): TransferToSpotPort {
  return {
    isConnected: true,
    available: usdc(12),
    transfer: vi.fn(async () => undefined),
    onTransferred: vi.fn(),
    ...overrides,
  };
}

describe('useTransferToSpot (seed 001)', () => {
  const toasts = recordToasts();

  it('moves the whole available balance and refreshes', async () => {
    const port = fakePort();
    const { result } = renderHook(() => useTransferToSpot(port));
    await act(() => result.current.transfer());
    expect(port.transfer).toHaveBeenCalledWith(usdc(12));
    expect(port.onTransferred).toHaveBeenCalledOnce();
    expect(toasts.last()?.title).toBe('Transfer Successful');
  });

  it('refuses without a wallet or a balance', async () => {
    const port = fakePort({ isConnected: false });
    const { result, rerender } = renderHook((p: TransferToSpotPort) => useTransferToSpot(p), {
      initialProps: port,
    });
    await act(() => result.current.transfer());
    expect(toasts.last()).toMatchObject({
      title: 'Wallet Not Connected',
      description: 'Please connect your wallet first',
    });
    rerender(fakePort({ available: 0n }));
    await act(() => result.current.transfer());
    expect(toasts.last()).toMatchObject({
      title: 'No Balance',
      description: "You don't have any available balance to transfer",
    });
    expect(port.transfer).not.toHaveBeenCalled();
  });

  it('reports the exchange answer on failure', async () => {
    const port = fakePort({ transfer: vi.fn(async () => Promise.reject(new Error('Insufficient balance'))) });
    const { result } = renderHook(() => useTransferToSpot(port));
    await act(() => result.current.transfer());
    expect(toasts.last()).toMatchObject({
      description: 'Transfer failed: Insufficient balance',
      variant: 'destructive',
    });
    expect(result.current.busy).toBe(false);
    expect(port.onTransferred).not.toHaveBeenCalled();
  });
});
