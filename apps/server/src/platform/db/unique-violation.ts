/** True when the error (or one it wraps) is the database's unique-key violation (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause)
    if ((current as Error & { code?: unknown }).code === '23505') return true;
  return false;
}
