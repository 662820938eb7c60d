import { ADMIN_PAGE_SIZE, type AuditEntry } from '@pluto/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export type AuditAction = 'create' | 'update' | 'delete' | 'upload' | 'generate' | 'grant' | 'revoke';
export type AuditEntity = 'token' | 'pair' | 'token-logo' | 'perp-logo' | 'announcement' | 'admin';

export interface AuditRecord {
  wallet: string;
  action: AuditAction;
  entity: AuditEntity;
  entityId: string | number | null;
  before?: unknown;
  after?: unknown;
}

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

/** Records one admin write; called in the write's own transaction, so neither lands without the other. */
export async function recordAudit(db: Kysely<Database>, record: AuditRecord): Promise<void> {
  await db
    .insertInto('admin_audit_log')
    .values({
      wallet: record.wallet.toLowerCase(),
      action: record.action,
      entity: record.entity,
      entity_id: record.entityId === null ? null : String(record.entityId),
      before: json(record.before),
      after: json(record.after),
    })
    .execute();
}

/** The audit log, newest first, 50 a page, with the exact count. */
export async function listAudit(
  db: Kysely<Database>,
  offset: number,
): Promise<{ entries: AuditEntry[]; count: number }> {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('admin_audit_log')
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(ADMIN_PAGE_SIZE)
      .offset(offset)
      .execute(),
    db
      .selectFrom('admin_audit_log')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    entries: rows.map((row) => ({
      id: Number(row.id),
      wallet: row.wallet,
      action: row.action,
      entity: row.entity,
      entityId: row.entity_id,
      before: row.before ?? null,
      after: row.after ?? null,
      createdAt: row.created_at.toISOString(),
    })),
    count: Number(total.count),
  };
}
