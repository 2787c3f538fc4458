export interface AssumedEntry {
  kind: 'operation' | 'parameter' | 'response' | 'field';
  /** `POST /api/login/ → 400`, `GET /api/music/tracks/by_code/ codes (query)`, `User.impersonator`. */
  where: string;
  why: string;
  without: string;
}
export declare const CONTRACT_FILE: string;
export declare const ASSUMED_LIST_FILE: string;
export declare function markProblems(node: Record<string, unknown>, what: string, options?: { sourceRequired?: boolean }): string[];
export declare function assumedEntries(doc: unknown): AssumedEntry[];
export declare function readContract(): Promise<Record<string, unknown>>;
export declare function assumedTable(entries: AssumedEntry[]): string;
export declare function generateAssumedList(): Promise<string>;
export declare function readCheckedInAssumedList(): Promise<string>;
export declare function writeAssumedList(): Promise<string>;
