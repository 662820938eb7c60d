import type { Key, ReactNode } from 'react';
import { cn } from './cn';
import { Spinner } from './Spinner';

/** One column of a `DataTable`: its header and how a row fills its cell. */
export interface DataColumn<Row> {
  /** Unique within the table: the React key of the header and of each cell. */
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Numbers read right-aligned; text columns keep the default left. */
  align?: 'left' | 'right';
  /** Applied to the header and every cell of the column (e.g. to hide it on narrow screens). */
  className?: string;
}

export interface DataTableProps<Row> {
  columns: readonly DataColumn<Row>[];
  /** Undefined until the first answer: the loading or error state shows instead. */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => Key;
  loading: boolean;
  /** Shown only while there are no rows: rows already shown stay through a failed refresh. */
  error?: string | undefined;
  /** Shown when the rows are there and empty. */
  empty: ReactNode;
  /**
   * The columns a phone shows fit its width: no 640 px minimum (which otherwise keeps wide tables
   * legible by scrolling sideways).
   */
  fitsPhone?: boolean;
}

const alignClass = (align: DataColumn<unknown>['align']) => (align === 'right' ? 'text-right' : 'text-left');

/** A plain data table with its loading, error and empty states (the account panels' tables). */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  loading,
  error,
  empty,
  fitsPhone = false,
}: DataTableProps<Row>) {
  if (loading && !rows) {
    return (
      <p className="flex items-center gap-2 px-3 py-6 text-muted">
        <Spinner size={12} /> Loading...
      </p>
    );
  }
  if (error && !rows) return <p className="px-3 py-6 text-down">{error}</p>;
  if (!rows || rows.length === 0) return <p className="px-3 py-6 text-center text-muted">{empty}</p>;
  return (
    <table className={cn('w-full border-collapse whitespace-nowrap text-xs', !fitsPhone && 'min-w-[640px]')}>
      <thead className="text-faint">
        <tr>
          {columns.map((column) => (
            <th
              key={column.id}
              scope="col"
              className={cn('px-3 py-1.5 font-normal', alignClass(column.align), column.className)}
            >
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="font-mono tabular-nums">
        {rows.map((row) => (
          <tr key={rowKey(row)} className="border-line/60 border-t hover:bg-raised/40">
            {columns.map((column) => (
              <td
                key={column.id}
                className={cn('px-3 py-1.5', column.align === 'right' && 'text-right', column.className)}
              >
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
