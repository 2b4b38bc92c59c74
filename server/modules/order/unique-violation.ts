/** PostgreSQL's unique_violation on the named constraint (node-postgres and PGlite; drizzle may wrap it). */
export function isUniqueViolation(err: unknown, constraint: string): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint: name, message } = e as { code?: string; constraint?: string; message?: string };
    if (code === "23505" && (name === constraint || String(message).includes(constraint))) return true;
  }
  return false;
}
