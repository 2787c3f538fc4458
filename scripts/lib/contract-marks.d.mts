/** A schema of the contract reduced to what tells assumed fields apart (contract-marks.mjs). */
export interface MarkedSchema {
  type?: string | string[];
  required?: string[];
  const?: unknown;
  enum?: unknown[];
  $ref?: string;
  'x-source'?: 'spec' | 'assumed';
  properties?: Record<string, MarkedSchema>;
  items?: MarkedSchema;
  additionalProperties?: MarkedSchema;
  allOf?: MarkedSchema[];
  oneOf?: MarkedSchema[];
  anyOf?: MarkedSchema[];
}

export interface ContractOperation<Schema = MarkedSchema> {
  operationId: string;
  method: string;
  /** The contract's path template (`/api/music/tracks/{id}/`). */
  path: string;
  /** What each path parameter takes: `integer`, `string`, or the values of its enum. */
  params: Record<string, 'integer' | 'string' | string[]>;
  assumed: boolean;
  /** Each answer's JSON schema by status (null: not JSON, or no body). */
  responses: Record<string, Schema | null>;
}

export interface ContractMarks {
  operations: ContractOperation[];
  schemas: Record<string, MarkedSchema>;
}

export const CONTRACT_FILE: string;
export function readContract(file?: string): Record<string, unknown>;
export function pruneSchema(schema: unknown): MarkedSchema;
export function contractOperations(doc: Record<string, unknown>, options?: { prune?: boolean }): ContractOperation<unknown>[];
export function contractMarks(doc?: Record<string, unknown>): ContractMarks;
