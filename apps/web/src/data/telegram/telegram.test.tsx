import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionStatus } from '../../lib/server/session-context';
import { testRuntimeConfig } from '../../lib/testing/runtime-config';
import { createQueryClient } from '../query-client';
// Loaded up front: calls parse answers with it, and fake timers would not wait for a dynamic import.
import '../server/function-answers';
import { createFakeSocket, DataTestProviders } from '../testing';
import { CONSOLE_READ_INTERVAL_MS, useTelegramConsole } from './telegram';

const wallet = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8' as const;

function renderConsole(session: SessionStatus, fetchStub: typeof fetch) {
  vi.stubGlobal('fetch', fetchStub);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <DataTestProviders
      config={testRuntimeConfig()}
      socket={createFakeSocket().socket}
      queryClient={createQueryClient()}
      connection={{ status: 'connected', address: wallet }}
      session={session}
    >
      {children}
    </DataTestProviders>
  );
  return renderHook(() => useTelegramConsole(), { wrapper });
}

const message = (messageId: number, text: string) => ({ messageId, text, buttons: [] });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the devnet bot console', () => {
  it('shows what the bot sends on its own, read after the newest message, without the old history', async () => {
    vi.useFakeTimers();
    const reads: unknown[] = [];
    const chat = [message(3, 'Welcome'), message(4, 'Fill notifications are on')];
    const fetchStub = vi.fn<typeof fetch>(async (_url, init) => {
      const { input } = JSON.parse(String(init?.body)) as { input: { kind: string; after: number } };
      reads.push(input);
      return Response.json({ messages: chat.filter((entry) => entry.messageId > input.after) });
    });
    const { result } = renderConsole('signed-in', fetchStub);
    await vi.waitFor(() => expect(reads).toEqual([{ kind: 'read', after: 0 }]));
    expect(result.current.entries).toEqual([]);

    const filled = message(5, 'Filled: Bought 0.001 BTC at 113100.0, fee 0.05 USDC');
    chat.push(filled);
    await act(() => vi.advanceTimersByTimeAsync(CONSOLE_READ_INTERVAL_MS));
    expect(reads.at(-1)).toEqual({ kind: 'read', after: 4 });
    await vi.waitFor(() =>
      expect(result.current.entries).toEqual([{ from: 'bot', key: 'bot-5', ...filled }]),
    );
    await act(() => vi.advanceTimersByTimeAsync(CONSOLE_READ_INTERVAL_MS));
    await vi.waitFor(() => expect(reads.at(-1)).toEqual({ kind: 'read', after: 5 }));
    expect(result.current.entries).toHaveLength(1);
  });

  it('reads nothing before sign-in (a read would ask the wallet for a signature)', async () => {
    const fetchStub = vi.fn<typeof fetch>(async () => Response.json({ messages: [] }));
    renderConsole('signed-out', fetchStub);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchStub).not.toHaveBeenCalled();
  });
});
