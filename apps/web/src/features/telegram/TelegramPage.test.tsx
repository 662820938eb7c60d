import '../../ui/test-polyfills';
import { CODE_COPIED_STATE_MS } from '@pluto/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeSocket, DataTestProviders } from '../../data/testing';
import { testRuntimeConfig } from '../../lib/testing/runtime-config';
import { toast } from '../../ui';
import TelegramPage from './TelegramPage';

const wallet = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

/** The server's answers by function name, as the Telegram contracts shape them. */
let answers: Record<string, unknown>;
const calls: string[] = [];

const NOT_CONFIGURED = { mode: 'none', bot: null, webhook: null, error: null, console: false };

beforeEach(() => {
  calls.length = 0;
  answers = {
    'get-telegram-bot': NOT_CONFIGURED,
    'check-admin': { isAdmin: false, role: null },
    'generate-telegram-code': { code: 'AB3XK9PQ', expiresAt: '2026-11-26T08:15:00.000Z' },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string | URL) => {
      const name = String(url).slice('/functions/'.length);
      calls.push(name);
      return new Response(JSON.stringify(answers[name] ?? null), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  toast.dismiss();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function renderPage(connected: boolean) {
  render(
    <DataTestProviders
      config={testRuntimeConfig()}
      socket={createFakeSocket().socket}
      connection={connected ? { status: 'connected', address: wallet } : { status: 'disconnected' }}
    >
      <TelegramPage />
    </DataTestProviders>,
  );
}

const toastTitles = () => toast.store.getSnapshot().toasts.map((item) => item.title);

describe('TelegramPage', () => {
  it('asks for a wallet first and shows the bot as not configured without a token', async () => {
    renderPage(false);
    expect(screen.getByText('Please connect your wallet to continue')).toBeTruthy();
    expect(await screen.findByText('Not configured')).toBeTruthy();
    expect(screen.getByText('Not Set')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Setup Telegram Webhook' })).toBeNull();
  });

  it('generates a code on the server, copies it and shows the copied state for 2 s', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPage(true);
    await userEvent.click(screen.getByRole('button', { name: 'Generate Authorization Code' }));
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>('Authorization code').value).toBe('AB3XK9PQ'),
    );
    expect(calls).toContain('generate-telegram-code');
    expect(toastTitles()).toContain('Code generated');

    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(writeText).toHaveBeenCalledWith('AB3XK9PQ');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(toastTitles()).toContain('Copied!');
    act(() => vi.advanceTimersByTime(CODE_COPIED_STATE_MS - 100));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeTruthy();
  });

  it('names a refused code generation and a failed call apart (seed 002 §8)', async () => {
    const fetchMock = vi.mocked(fetch);
    const serverAnswer = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (url, init) =>
      String(url).endsWith('generate-telegram-code')
        ? new Response(JSON.stringify({ error: 'Internal server error' }), { status: 500 })
        : (serverAnswer?.(url, init) as Promise<Response>),
    );
    renderPage(true);
    await userEvent.click(screen.getByRole('button', { name: 'Generate Authorization Code' }));
    await waitFor(() =>
      expect(toast.store.getSnapshot().toasts[0]?.description).toBe('Failed to generate authorization code'),
    );
    fetchMock.mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    await userEvent.click(screen.getByRole('button', { name: 'Generate Authorization Code' }));
    await waitFor(() =>
      expect(toast.store.getSnapshot().toasts[0]?.description).toBe('Failed to generate code'),
    );
  });

  it('cannot open the bot before its name is known, then opens t.me/{username} in a new tab', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    renderPage(true);
    await screen.findByText('Not configured');
    await userEvent.click(screen.getByRole('button', { name: /Open Telegram Bot/ }));
    expect(toastTitles()).toContain('Bot username not available');
    expect(open).not.toHaveBeenCalled();
  });

  it('offers the webhook setup to an admin and shows a failure in the card', async () => {
    answers['check-admin'] = { isAdmin: true, role: 'admin' };
    answers['setup-telegram-webhook'] = {
      success: false,
      error: 'Unauthorized: invalid token specified',
      bot: null,
      webhook: null,
    };
    renderPage(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Setup Telegram Webhook' }));
    expect(await screen.findByText('Unauthorized: invalid token specified')).toBeTruthy();
    expect(toastTitles()).toContain('Webhook setup failed');
  });

  it('opens the bot by the name the setup answered', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    answers['get-telegram-bot'] = {
      mode: 'webhook',
      bot: { username: 'pluto_bot' },
      webhook: { url: 'https://pluto.trade/telegram/webhook/…', isSet: true, lastErrorMessage: null },
      error: null,
      console: false,
    };
    renderPage(true);
    expect(await screen.findByText('@pluto_bot')).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Open Telegram Bot/ }));
    expect(open).toHaveBeenCalledWith('https://t.me/pluto_bot', '_blank', 'noopener,noreferrer');
  });
});
