import type Ajv2020 from 'ajv/dist/2020';
import type { CodeOptions } from 'ajv';

export declare const SCHEMA_BASE: string;
export declare function createContractAjv(document: { components?: Record<string, unknown> }, code?: CodeOptions): Ajv2020;
export declare function withComponentRefs(node: unknown): unknown;
export declare function validatorKey(pointer: readonly string[], closed?: boolean): string;
export declare function validatorSchema(document: object, pointer: readonly string[], closed?: boolean): object;
export declare function contractSchemaPlaces(document: object): [pointer: string[], closed: boolean][];
