import '../../ui/test-polyfills';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RuntimeConfigProvider } from '../../lib/runtime-config';
import { testRuntimeConfig } from '../../lib/testing/runtime-config';
import { WalletLayerProvider } from '../../lib/wallet/wallet-layer';
import { Header } from './Header';

function renderHeader() {
  return render(
    <RuntimeConfigProvider config={testRuntimeConfig()}>
      <WalletLayerProvider startDormant>
        <MemoryRouter initialEntries={['/perpetual']}>
          <Header />
        </MemoryRouter>
      </WalletLayerProvider>
    </RuntimeConfigProvider>,
  );
}

describe('header menus loaded on first use', () => {
  it('opens the More menu from its plain trigger with the keyboard, with every secondary page', async () => {
    const user = userEvent.setup();
    renderHeader();
    expect(screen.queryByRole('menu')).toBeNull();
    const more = screen.getByRole('button', { name: 'More' });
    expect(more.getAttribute('aria-haspopup')).toBe('menu');
    more.focus();
    await user.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu');
    expect(menu.textContent).toContain('Platform Stats');
    expect(menu.textContent).toContain('Liquidity Pool');
  });

  it('opens the mobile menu dialog on the first press of its trigger', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(dialog.textContent).toContain('Perpetual');
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
