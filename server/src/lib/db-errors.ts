/**
 * The database refused a row whose foreign key names a row that is gone (SQLSTATE 23503), e.g. a
 * like on a moment deleted a moment earlier. Drivers wrap the error, so its causes are searched.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23503') return true;
  }
  return false;
}
