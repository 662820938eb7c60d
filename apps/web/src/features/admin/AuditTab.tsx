import { type AuditEntry, shortAddress } from '@pluto/core';
import { useAdminAuditLog } from '../../data';
import { Badge, type BadgeTone, type DataColumn } from '../../ui';
import { PagedTable, SectionHeader } from './shared';

const ACTION_TONE: Record<string, BadgeTone> = {
  create: 'up',
  delete: 'down',
  revoke: 'down',
  update: 'accent',
};

/** What changed, in one line: the fields whose value differs, or the row created or removed. */
function changeSummary(entry: AuditEntry): string {
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = (entry.after ?? {}) as Record<string, unknown>;
  if (entry.before && entry.after) {
    const changed = Object.keys(after).filter(
      (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
    );
    return changed
      .map((key) => `${key}: ${JSON.stringify(before[key])} → ${JSON.stringify(after[key])}`)
      .join(', ');
  }
  const row = entry.after ? after : before;
  return ['label', 'symbol', 'url', 'role', 'announcement_img_url']
    .filter((key) => row[key] !== undefined)
    .map((key) => `${key}: ${String(row[key])}`)
    .join(', ');
}

const COLUMNS: DataColumn<AuditEntry>[] = [
  {
    id: 'when',
    header: 'When',
    cell: (entry) => (
      <span className="whitespace-nowrap text-muted tabular-nums">
        {new Date(entry.createdAt).toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'short' })}
      </span>
    ),
  },
  {
    id: 'who',
    header: 'Admin',
    cell: (entry) => <span className="font-mono">{shortAddress(entry.wallet)}</span>,
    className: 'hidden sm:table-cell',
  },
  {
    id: 'action',
    header: 'Action',
    cell: (entry) => <Badge tone={ACTION_TONE[entry.action] ?? 'neutral'}>{entry.action}</Badge>,
  },
  {
    id: 'entity',
    header: 'What',
    cell: (entry) => {
      const what = `${entry.entity}${entry.entityId ? ` #${entry.entityId}` : ''}`;
      // Cut on a phone (a logo's id is a whole address); the full text on hover and from `sm` up.
      return (
        <span className="block max-w-24 truncate sm:max-w-none" title={what}>
          {what}
        </span>
      );
    },
  },
  {
    id: 'change',
    header: 'Change',
    cell: (entry) => (
      <span className="block max-w-md truncate text-muted" title={changeSummary(entry)}>
        {changeSummary(entry)}
      </span>
    ),
    className: 'hidden lg:table-cell',
  },
];

/** Issue 26: every admin write, newest first, 50 a page. */
export function AuditTab() {
  const query = useAdminAuditLog();
  return (
    <section className="flex flex-col gap-3" aria-label="Audit Log">
      <SectionHeader
        title="Audit Log"
        description="Every create, update, delete, upload, image and role change, newest first"
      />
      <PagedTable
        query={query}
        rowsOf={(page) => page.entries}
        columns={COLUMNS}
        rowKey={(entry) => entry.id}
        loadingText="Loading audit log..."
        empty="No admin actions yet"
      />
    </section>
  );
}
