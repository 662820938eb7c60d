/** PostgreSQL's SQLSTATE codes the server reacts to (the same on PGlite and PostgreSQL). */
const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

function hasCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === code;
}

/** A unique constraint refused the write. */
export const isUniqueViolation = (error: unknown) => hasCode(error, UNIQUE_VIOLATION);
/** A foreign key refused the write (a row still referenced, or a reference to no row). */
export const isForeignKeyViolation = (error: unknown) => hasCode(error, FOREIGN_KEY_VIOLATION);
