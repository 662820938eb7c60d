import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { createFakeSocket, DataTestProviders } from '../../data/testing';
import { exchangeTestConfig } from '../../lib/testing/runtime-config';
import type { WalletConnection } from '../../lib/wallet/wallet-layer';

export const TEST_USER = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955' as const;
export const CONNECTED: WalletConnection = { status: 'connected', address: TEST_USER };

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/** A server function's call as the stub saw it. */
export interface FunctionCall {
  name: string;
  body: Record<string, unknown>;
}

/**
 * The exchange's /info (answering `info[type]`, an empty list otherwise) and the server's functions
 * (answering `answer(call)`); returns the function calls seen.
 */
export function stubExchange({
  info,
  answer = () => ({ success: true, error: null, data: { statuses: [] } }),
}: {
  info: Record<string, () => unknown>;
  answer?: (call: FunctionCall) => unknown;
}) {
  const calls: FunctionCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string | URL, init?: RequestInit) => {
      const path = String(url);
      const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
      if (path.startsWith('/functions/')) {
        const call = { name: path.slice('/functions/'.length), body };
        calls.push(call);
        return json(await answer(call));
      }
      const reply = info[String(body.type)];
      return json(reply ? reply() : []);
    }),
  );
  return calls;
}

/** The data layer as the app mounts it, over a fake live feed, with the wallet connected. */
export function AccountProviders({
  children,
  queryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  return (
    <DataTestProviders
      config={exchangeTestConfig}
      socket={createFakeSocket().socket}
      connection={CONNECTED}
      queryClient={queryClient}
    >
      {children}
    </DataTestProviders>
  );
}

/** Renders an account widget as a page would place it: no props, inside a router. */
export function renderWidget(widget: ReactNode, queryClient?: QueryClient) {
  return render(
    <AccountProviders queryClient={queryClient}>
      <MemoryRouter>{widget}</MemoryRouter>
    </AccountProviders>,
  );
}
