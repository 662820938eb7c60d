import type { SortState } from '@pluto/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SortableHeader } from './SortableHeader';

type Key = 'symbol' | 'price' | 'volume';

function Table({ onSort }: { onSort?: (next: SortState<Key>) => void }) {
  const [sort, setSort] = useState<SortState<Key>>({ key: 'volume', direction: 'desc' });
  const handle = (next: SortState<Key>) => {
    onSort?.(next);
    setSort(next);
  };
  return (
    <table>
      <thead>
        <tr>
          <SortableHeader label="Symbol" sortKey="symbol" sort={sort} onSort={handle} />
          <SortableHeader label="Price" sortKey="price" sort={sort} onSort={handle} align="right" />
          <SortableHeader
            label="Volume"
            sortKey="volume"
            sort={sort}
            onSort={handle}
            align="right"
            className="hidden md:table-cell"
          />
        </tr>
      </thead>
    </table>
  );
}

const header = (name: string) => screen.getByRole('columnheader', { name });

describe('SortableHeader', () => {
  it('marks only the active column with aria-sort', () => {
    render(<Table />);
    expect(header('Volume').getAttribute('aria-sort')).toBe('descending');
    expect(header('Price').getAttribute('aria-sort')).toBe('none');
    expect(header('Symbol').getAttribute('aria-sort')).toBe('none');
    expect(header('Volume').className).toContain('hidden md:table-cell');
    expect(header('Price').className).toContain('text-right');
  });

  it('flips the active column and starts a new column descending', async () => {
    const user = userEvent.setup();
    const onSort = vi.fn();
    render(<Table onSort={onSort} />);

    await user.click(within(header('Volume')).getByRole('button'));
    expect(onSort).toHaveBeenLastCalledWith({ key: 'volume', direction: 'asc' });
    expect(header('Volume').getAttribute('aria-sort')).toBe('ascending');

    await user.click(within(header('Price')).getByRole('button'));
    expect(onSort).toHaveBeenLastCalledWith({ key: 'price', direction: 'desc' });
    expect(header('Price').getAttribute('aria-sort')).toBe('descending');
    expect(header('Volume').getAttribute('aria-sort')).toBe('none');

    await user.click(within(header('Price')).getByRole('button'));
    expect(header('Price').getAttribute('aria-sort')).toBe('ascending');
  });

  it('shows the direction icon only on the active column', async () => {
    const user = userEvent.setup();
    render(<Table />);
    const icon = (name: string) => header(name).querySelector('[data-sort-icon]');
    expect(icon('Volume')?.getAttribute('data-sort-icon')).toBe('desc');
    expect(icon('Price')).toBeNull();
    await user.click(within(header('Volume')).getByRole('button'));
    expect(icon('Volume')?.getAttribute('data-sort-icon')).toBe('asc');
  });
});
