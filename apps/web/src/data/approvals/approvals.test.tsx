import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testRuntimeConfig } from '../../lib/testing/runtime-config';
import { createQueryClient } from '../query-client';
import { createFakeSocket, DataTestProviders } from '../testing';
import { useBuilderFeeApproval } from './approvals';

const user = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8' as const;
const builder = '0x0000000000000000000000000000000000000b0b';
const config = testRuntimeConfig({
  exchange: { ...testRuntimeConfig().exchange, apiUrl: 'http://exchange.test', builderAddress: builder },
});

/** The exchange's `maxBuilderFee`, failing `failures` times before it answers `fee`. */
function stubMaxBuilderFee(failures: number, fee: number) {
  const calls = vi.fn();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      calls();
      if (calls.mock.calls.length <= failures) return new Response('busy', { status: 500 });
      return new Response(JSON.stringify(fee), { headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

function renderCheck() {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <DataTestProviders
      config={config}
      socket={createFakeSocket().socket}
      queryClient={createQueryClient()}
      connection={{ status: 'connected', address: user }}
    >
      {children}
    </DataTestProviders>
  );
  return renderHook(() => useBuilderFeeApproval(), { wrapper });
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the builder fee check (seed 000 §9)', () => {
  it('is retried twice, 1 s apart, before it fails', async () => {
    vi.useFakeTimers();
    const calls = stubMaxBuilderFee(3, 1_000);
    const { result } = renderCheck();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toHaveBeenCalledTimes(3);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(calls).toHaveBeenCalledTimes(3);
    expect(result.current.isError).toBe(true);
  });

  it('reads approved once the exchange allows the 1 % maximum, after a failed read', async () => {
    vi.useFakeTimers();
    stubMaxBuilderFee(1, 1_000);
    const { result } = renderCheck();
    // The retry goes out 1 s after the failure; its answer lands within the next 100 ms.
    await act(() => vi.advanceTimersByTimeAsync(1_100));
    expect(result.current.data).toBe(true);
  });
});
