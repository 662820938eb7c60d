import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type DataColumn, DataTable } from './DataTable';

interface Fill {
  id: number;
  coin: string;
  price: number;
}

const columns: DataColumn<Fill>[] = [
  { id: 'coin', header: 'Coin', cell: (fill) => fill.coin },
  { id: 'price', header: 'Price', cell: (fill) => fill.price.toFixed(2), align: 'right', className: 'w-24' },
];
const fills: Fill[] = [
  { id: 1, coin: 'BTC', price: 95000 },
  { id: 2, coin: 'ETH', price: 3100.5 },
];

describe('DataTable', () => {
  it('shows Loading... before the first rows, and keeps rows shown while it reloads', () => {
    const { rerender } = render(
      <DataTable columns={columns} rows={undefined} rowKey={(f) => f.id} loading empty="No fills" />,
    );
    expect(screen.getByText('Loading...').textContent).toBe(' Loading...');
    expect(screen.queryByRole('table')).toBeNull();
    rerender(<DataTable columns={columns} rows={fills} rowKey={(f) => f.id} loading empty="No fills" />);
    expect(screen.queryByText('Loading...')).toBeNull();
    expect(screen.getAllByRole('row')).toHaveLength(3);
  });

  it('shows the error in the destructive colour until rows arrive', () => {
    const { rerender } = render(
      <DataTable
        columns={columns}
        rows={undefined}
        rowKey={(f) => f.id}
        loading={false}
        error="Failed to fetch fills"
        empty="No fills"
      />,
    );
    expect(screen.getByText('Failed to fetch fills').className).toContain('text-down');
    rerender(
      <DataTable
        columns={columns}
        rows={fills}
        rowKey={(f) => f.id}
        loading={false}
        error="Failed to fetch fills"
        empty="No fills"
      />,
    );
    expect(screen.queryByText('Failed to fetch fills')).toBeNull();
    expect(screen.getByText('BTC').tagName).toBe('TD');
  });

  it('shows the empty text for no rows', () => {
    render(<DataTable columns={columns} rows={[]} rowKey={(f) => f.id} loading={false} empty="No fills" />);
    expect(screen.getByText('No fills').className).toContain('text-center');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('renders column headers and one row per item, numbers right-aligned', () => {
    render(
      <DataTable columns={columns} rows={fills} rowKey={(f) => f.id} loading={false} empty="No fills" />,
    );
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((th) => th.textContent)).toEqual(['Coin', 'Price']);
    expect(headers.map((th) => th.getAttribute('scope'))).toEqual(['col', 'col']);
    expect(headers[0]?.className).toContain('text-left');
    expect(headers[1]?.className).toContain('text-right');
    const [, first, second] = screen.getAllByRole('row');
    expect(
      within(first as HTMLElement)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['BTC', '95000.00']);
    expect(
      within(second as HTMLElement)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['ETH', '3100.50']);
    const price = screen.getByText('95000.00');
    expect(price.className).toContain('text-right');
    expect(price.className).toContain('w-24');
    expect(screen.getByText('BTC').className).not.toContain('text-right');
  });
});
