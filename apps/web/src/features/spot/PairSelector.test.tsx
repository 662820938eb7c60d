import '../../ui/test-polyfills';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeSocket, DataTestProviders } from '../../data/testing';
import { exchangeTestConfig } from '../../lib/testing/runtime-config';
import { PairSelector } from './PairSelector';
import { spotPairRow } from './spot-test-fixtures';

const pepe = spotPairRow();
const cake = spotPairRow({
  pair_id: 8,
  label: 'CAKE/BNB',
  base_symbol: 'CAKE',
  base_name: 'PancakeSwap Token',
});

function Where() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

describe('PairSelector (seed 002 §2.2)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is a plain button until pressed: the pair list is asked for only then, and a choice navigates', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ pairs: [pepe, cake], nextOffset: null }), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    render(
      <DataTestProviders config={exchangeTestConfig} socket={createFakeSocket().socket}>
        <MemoryRouter initialEntries={['/spot/bsc/PEPE_BNB']}>
          <Routes>
            <Route path="/spot/bsc/PEPE_BNB" element={<PairSelector pair={pepe} />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </DataTestProviders>,
    );
    const button = screen.getByRole('button', { name: 'Select pair' });
    expect(button.textContent).toContain('PEPE/BNB');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(button);
    const list = await screen.findByRole('dialog', { name: 'Pairs' });
    await user.click(await within(list).findByRole('button', { name: /CAKE\/BNB/ }));
    expect((await screen.findByTestId('location')).textContent).toBe('/spot/bsc/CAKE_BNB');
  });
});
