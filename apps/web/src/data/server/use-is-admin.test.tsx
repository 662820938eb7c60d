import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ServerClient } from '../../lib/server/server-client';
import { type Session, SessionContext } from '../../lib/server/session-context';
import { testRuntimeConfig } from '../../lib/testing/runtime-config';
import { createQueryClient } from '../query-client';
import { createFakeSocket, DataTestProviders } from '../testing';
import { useIsAdmin } from './use-is-admin';

const user = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8' as const;

function renderAdminCheck(call: ServerClient['call']) {
  const session = { status: 'signed-out', client: { call } } as unknown as Session;
  const store = { subscribe: () => () => undefined, getSnapshot: () => session };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <DataTestProviders
      config={testRuntimeConfig()}
      socket={createFakeSocket().socket}
      queryClient={createQueryClient()}
      connection={{ status: 'connected', address: user }}
    >
      <SessionContext.Provider value={store}>{children}</SessionContext.Provider>
    </DataTestProviders>
  );
  return renderHook(() => useIsAdmin(), { wrapper });
}

afterEach(() => vi.useRealTimers());

describe('the admin check (seed 000 §6, §9)', () => {
  it('asks check-admin for the connected wallet, before sign-in', async () => {
    const call = vi.fn(async () => ({ isAdmin: true })) as unknown as ServerClient['call'];
    const { result } = renderAdminCheck(call);
    await vi.waitFor(() => expect(result.current).toBe(true));
    expect(call).toHaveBeenCalledWith('check-admin', { walletAddress: user });
  });

  it('reads a failure as not admin and never retries it', async () => {
    vi.useFakeTimers();
    const call = vi.fn(async () => Promise.reject(new Error('down'))) as unknown as ServerClient['call'];
    const { result } = renderAdminCheck(call);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(call).toHaveBeenCalledTimes(1);
    expect(result.current).toBe(false);
  });
});
