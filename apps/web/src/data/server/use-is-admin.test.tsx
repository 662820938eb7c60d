import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testRuntimeConfig } from '../../lib/testing/runtime-config';
import { createQueryClient } from '../query-client';
import { createFakeSocket, DataTestProviders } from '../testing';
import { useIsAdmin } from './use-is-admin';

const user = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8' as const;

function renderAdminCheck(fetchStub: typeof fetch) {
  vi.stubGlobal('fetch', fetchStub);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <DataTestProviders
      config={testRuntimeConfig()}
      socket={createFakeSocket().socket}
      queryClient={createQueryClient()}
      connection={{ status: 'connected', address: user }}
      session="signed-out"
    >
      {children}
    </DataTestProviders>
  );
  return renderHook(() => useIsAdmin(), { wrapper });
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const answer = (body: unknown) => Response.json(body);

describe('the admin check (seed 000 §6, §9)', () => {
  it('asks check-admin for the connected wallet, before sign-in', async () => {
    const fetchStub = vi.fn<typeof fetch>(async () => answer({ isAdmin: true, role: 'admin' }));
    const { result } = renderAdminCheck(fetchStub);
    await vi.waitFor(() => expect(result.current).toBe(true));
    expect(fetchStub).toHaveBeenCalledWith(
      '/functions/check-admin',
      expect.objectContaining({ body: JSON.stringify({ walletAddress: user }) }),
    );
  });

  it('reads a failure as not admin and never retries it', async () => {
    vi.useFakeTimers();
    const fetchStub = vi.fn<typeof fetch>(async () => Promise.reject(new Error('down')));
    const { result } = renderAdminCheck(fetchStub);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(fetchStub).toHaveBeenCalledTimes(1);
    expect(result.current).toBe(false);
  });
});
