/** Types of api-check.mjs (`npm run api:check`). */
export interface ApiCheckRow {
  operation: string;
  /** `GET /api/…` as called; empty for a skipped call. */
  call: string;
  status: number;
  ms: number;
  /** `ok`, `absent` (an assumed call the server lacks), `skipped`, or the first mismatch. */
  result: string;
  note: string;
}

export interface Verdict {
  ok: boolean;
  mismatch?: string;
  /** Assumed fields the answer lacks (JSON pointers), when they are not required. */
  assumedAbsent: string[];
}

export function specOnlyContract(doc: Record<string, unknown>): Record<string, unknown>;
export function contractChecker(
  doc?: Record<string, unknown>,
  options?: { requireAssumed?: boolean },
): { check(operation: { path: string; method: string }, status: number, body: unknown): Verdict };
export function runApiCheck(options: {
  host: string;
  email?: string;
  password?: string;
  requireAssumed?: boolean;
  doc?: Record<string, unknown>;
  log?: (row: ApiCheckRow) => void;
}): Promise<{ rows: ApiCheckRow[]; ok: boolean }>;
export function formatRow(row: ApiCheckRow): string;
