import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { List } from './List';

const renderCoin = (coin: string) => <span>{coin}</span>;

describe('List', () => {
  it('shows the default loading text while loading, not the items', () => {
    render(<List items={['BTC']} renderItem={renderCoin} loading />);
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    expect(screen.queryByText('BTC')).toBeNull();
  });

  it('shows a custom loading text', () => {
    render(<List items={[]} renderItem={renderCoin} loading loadingText="Fetching markets" />);
    screen.getByText('Fetching markets');
  });

  it('shows the empty text when not loading and there are no items', () => {
    render(<List items={[]} renderItem={renderCoin} emptyText="No open orders" />);
    screen.getByText('No open orders');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the error text in the destructive colour', () => {
    render(<List items={['BTC']} renderItem={renderCoin} error="Failed to load markets" />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Failed to load markets');
    expect(alert.className).toContain('text-down');
    expect(screen.queryByText('BTC')).toBeNull();
  });

  it('lists options in a listbox, each with the attributes the caller gives it', () => {
    render(
      <List
        aria-label="Symbols"
        role="listbox"
        items={['BTC', 'ETH']}
        renderItem={renderCoin}
        itemProps={(coin) => ({ id: `symbol-${coin}`, 'aria-selected': coin === 'ETH' })}
      />,
    );
    const options = screen.getAllByRole('option');
    expect(screen.getByRole('listbox', { name: 'Symbols' })).toBeTruthy();
    expect(options.map((option) => [option.id, option.getAttribute('aria-selected')])).toEqual([
      ['symbol-BTC', 'false'],
      ['symbol-ETH', 'true'],
    ]);
  });

  it('renders every item in order', () => {
    render(
      <List aria-label="Coins" items={['BTC', 'ETH', 'SOL']} renderItem={renderCoin} getKey={(c) => c} />,
    );
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['BTC', 'ETH', 'SOL']);
    expect(screen.queryByText('No items')).toBeNull();
  });
});
