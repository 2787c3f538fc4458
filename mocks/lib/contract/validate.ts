import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { describeError, fieldPath, mostRelevantError } from './errors';
import { findOperationIn, operationsOf, type ContractOperation, type OpenApiDocument, type ParameterSpec } from './operations';

export type { ContractOperation, OpenApiDocument } from './operations';

/**
 * One place where a request or an answer departs from the API contract.
 * - `operationId`: the contract's operation (`searchTracks`), or `null` when no operation has
 *   that method and path.
 * - `status`: the answer's status; for a request, the status a server keeping the contract
 *   refuses it with (400, or 404 for a path the contract does not have).
 * - `pointer`: a JSON pointer to the field. Answers: into the body (`/results/0/title`), `''` for
 *   the whole answer (its status or content type). Requests: into `{path, query, header, body}`
 *   (`/query/sort_by`, `/body/format`, `/path/id`).
 */
export interface ContractMismatch {
  operationId: string | null;
  status: number;
  pointer: string;
  message: string;
  side: 'request' | 'answer';
}

/** A request as the validator reads it (a fetch `Request` has to be read first: `readRequest`). */
export interface ContractRequest {
  method: string;
  url: string | URL;
  /** Header names in any case; only the parameters the operation declares are read, and the content type. */
  headers?: Headers | Record<string, string>;
  /** The parsed JSON body; `undefined` for none. A body that is not JSON: its text. */
  body?: unknown;
}

/**
 * A request mismatch and whether a server keeping the contract refuses it: a field value the
 * contract does not allow (400 with DRF's field errors), as opposed to something a server would
 * ignore (a query parameter it does not know, a body the operation does not take).
 */
export interface RequestProblem extends ContractMismatch {
  side: 'request';
  /** The field a DRF error body names, at its full path: the query parameter, or the body's field (`item_data[1].id`). */
  field: string;
  refused: boolean;
  /** The ajv error behind it (absent for problems of shape: unknown parameter, body on a bodiless call). */
  error?: ErrorObject;
}

export interface ContractValidator {
  readonly operations: readonly ContractOperation[];
  /** The operation a method and URL (or pathname) call, with its path parameters; undefined when none. */
  findOperation(method: string, url: string | URL): ContractOperation | undefined;
  /** The operation named `operationId`. */
  operation(operationId: string): ContractOperation | undefined;
  /** Every problem of a request (one per field), in the order a DRF serializer would list them. */
  requestProblems(op: ContractOperation | string, request: ContractRequest): RequestProblem[];
  /** The first problem of a request, or null when the contract allows it. */
  validateRequest(op: ContractOperation | string, request: ContractRequest): RequestProblem | null;
  /** Compiles every schema of every operation now, so no call waits for a compile later. */
  compileAll(): void;
  /** The first mismatch of an answer (status, content type, then body), or null. */
  validateResponse(op: ContractOperation | string, status: number, body: unknown, contentType?: string | null): ContractMismatch | null;
}

export interface ContractValidatorOptions {
  /**
   * Query parameters of the mock's own (its fault scenarios' `?mock=`), accepted on any
   * operation without being a mismatch.
   */
  ignoredQueryParameters?: readonly string[];
}

/** Where each component schema lives for ajv: its own resource, compiled once, called by every operation. */
const SCHEMA_BASE = 'https://contract.invalid/components/schemas/';
const COMPONENT_REF = '#/components/schemas/';

const escapePointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/** A schema with its component `$ref`s pointing at the components' own resources. */
function withComponentRefs(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withComponentRefs);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    out[key] = key === '$ref' && typeof value === 'string' && value.startsWith(COMPONENT_REF) ? SCHEMA_BASE + value.slice(COMPONENT_REF.length) : withComponentRefs(value);
  }
  return out;
}

function lookup(document: OpenApiDocument, pointer: readonly string[]): unknown {
  let node: unknown = document;
  for (const part of pointer) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return node;
}

const mediaType = (contentType: string | null | undefined) => (contentType ?? '').split(';')[0]!.trim().toLowerCase();

function headerOf(headers: ContractRequest['headers'], name: string): string | null {
  if (!headers) return null;
  if (headers instanceof Headers) return headers.get(name);
  const key = Object.keys(headers).find((each) => each.toLowerCase() === name.toLowerCase());
  return key === undefined ? null : (headers[key] ?? null);
}

/** A string from the URL as the parameter's schema reads it: `"12"` → 12 for an integer. */
function coerce(text: string, schema: Record<string, unknown> | undefined): unknown {
  const types = ([] as unknown[]).concat(schema?.type ?? []);
  if (types.includes('integer') && /^-?\d+$/.test(text)) return Number(text);
  if (types.includes('number') && text.trim() !== '' && Number.isFinite(Number(text))) return Number(text);
  if (types.includes('boolean') && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

/** A query or header parameter's value: arrays split as the parameter's style says (`a,b` or repeated). */
function parameterValue(values: string[], parameter: ParameterSpec): unknown {
  const schema = parameter.schema;
  const isArray = ([] as unknown[]).concat(schema?.type ?? []).includes('array');
  const items = (schema?.items ?? undefined) as Record<string, unknown> | undefined;
  if (isArray) {
    const explode = parameter.explode ?? (parameter.style ?? 'form') === 'form';
    const parts = explode ? values : values.flatMap((value) => (value === '' ? [] : value.split(',')));
    return parts.map((part) => coerce(part, items));
  }
  return coerce(values.at(-1) ?? '', schema);
}

const describeValue = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
};

/**
 * Validates requests and answers against an OpenAPI 3.1 document (ajv 8, JSON Schema 2020-12,
 * the formats of ajv-formats). Schemas compile on first use and are kept, so a page of calls
 * compiles only what it uses. The same validator serves the mock (every host) and any tool
 * that checks a real server's answers.
 */
export function createContractValidator(document: OpenApiDocument, options: ContractValidatorOptions = {}): ContractValidator {
  // verbose: errors carry the value they are about. inlineRefs off: each component schema compiles
  // once and every operation calls it, instead of each operation inlining its own copy.
  // code.optimize off: ajv's passes over the generated code were a third of every compile (all the
  // contract's schemas: ~275 → ~175 ms in Node), and a page compiles what it uses on its main thread
  // (the demo, the story tests); checking an answer takes as long either way (7,000 generated
  // answers: ~100 ms both).
  const ajv = new Ajv2020({
    allErrors: true,
    verbose: true,
    inlineRefs: false,
    strict: true,
    strictRequired: false,
    strictTypes: false,
    allowUnionTypes: true,
    validateSchema: false,
    code: { optimize: false },
  });
  addFormats(ajv);
  // OpenAPI's own keywords and the contract's marks: annotations, never constraints.
  ajv.addVocabulary(['x-source', 'x-why', 'x-unique-by', 'example', 'discriminator', 'xml', 'externalDocs']);
  const schemas = (document.components?.schemas ?? {}) as Record<string, object>;
  for (const [name, schema] of Object.entries(schemas)) ajv.addSchema({ ...(withComponentRefs(schema) as object), $id: SCHEMA_BASE + name });

  const operations = operationsOf(document);
  const byId = new Map(operations.map((operation) => [operation.operationId, operation]));
  const compiled = new Map<string, ValidateFunction>();
  const ignoredQuery = new Set(options.ignoredQueryParameters ?? []);

  /** The schema at `pointer`; `closed`: also refuses top-level fields it does not name (what the app sends). */
  function validatorAt(pointer: readonly string[], closed = false): ValidateFunction {
    const key = `${pointer.map(escapePointer).join('/')}${closed ? ' closed' : ''}`;
    let validate = compiled.get(key);
    if (!validate) {
      const schema = withComponentRefs(lookup(document, pointer) ?? {}) as object;
      validate = ajv.compile(closed ? { allOf: [schema], unevaluatedProperties: false } : schema);
      compiled.set(key, validate);
    }
    return validate;
  }

  const resolve = (op: ContractOperation | string): ContractOperation => {
    const operation = typeof op === 'string' ? byId.get(op) : op;
    if (!operation) throw new Error(`No operation "${String(op)}" in the API contract`);
    return operation;
  };

  function requestProblems(op: ContractOperation | string, request: ContractRequest): RequestProblem[] {
    const operation = resolve(op);
    const url = typeof request.url === 'string' ? new URL(request.url, 'http://localhost') : request.url;
    const problems: RequestProblem[] = [];
    const problem = (fields: Omit<RequestProblem, 'operationId' | 'side' | 'status'>) => {
      problems.push({ operationId: operation.operationId, side: 'request', status: 400, ...fields });
    };
    const check = (where: 'path' | 'query' | 'header', parameter: ParameterSpec, value: unknown) => {
      const validate = validatorAt([...parameter.pointer, 'schema']);
      if (validate(value)) return;
      const error = mostRelevantError(validate.errors ?? []);
      const pointer = `/${where}/${escapePointer(parameter.name)}${error.instancePath}`;
      problem({ field: fieldPath(`/${escapePointer(parameter.name)}${error.instancePath}`), pointer, message: describeError(error), refused: where !== 'header', error });
    };

    const pathParams = operation.matchPath(url.pathname) ?? {};
    const query = url.searchParams;
    const known = new Set<string>(ignoredQuery);
    for (const parameter of operation.parameters) {
      if (parameter.in === 'path') {
        const text = pathParams[parameter.name];
        if (text !== undefined) check('path', parameter, coerce(text, parameter.schema));
      } else if (parameter.in === 'query') {
        known.add(parameter.name);
        const values = query.getAll(parameter.name);
        if (values.length === 0) {
          if (parameter.required) {
            problem({ field: parameter.name, pointer: `/query/${escapePointer(parameter.name)}`, message: 'is required but missing', refused: true });
          }
          continue;
        }
        check('query', parameter, parameterValue(values, parameter));
      } else if (parameter.in === 'header') {
        const value = headerOf(request.headers, parameter.name);
        if (value === null) {
          if (parameter.required) {
            problem({ field: parameter.name, pointer: `/header/${escapePointer(parameter.name)}`, message: 'is required but missing', refused: true });
          }
          continue;
        }
        check('header', parameter, parameterValue([value], parameter));
      }
    }
    for (const name of new Set(query.keys())) {
      if (known.has(name)) continue;
      problem({ field: name, pointer: `/query/${escapePointer(name)}`, message: 'is not a query parameter of this operation', refused: false });
    }

    const hasBody = request.body !== undefined && request.body !== '';
    const body = operation.requestBody;
    if (!body) {
      // `{}` says nothing: a client may send it on any POST.
      const isEmptyObject = typeof request.body === 'object' && request.body !== null && !Array.isArray(request.body) && Object.keys(request.body).length === 0;
      if (hasBody && !isEmptyObject) problem({ field: 'body', pointer: '/body', message: `this operation takes no body, got ${describeValue(request.body)}`, refused: false });
      return problems;
    }
    const sentType = mediaType(headerOf(request.headers, 'content-type'));
    if (!hasBody && !body.required) return problems;
    const accepted = Object.keys(body.content);
    const type = hasBody ? sentType : accepted[0]!;
    if (!accepted.includes(type)) {
      problem({ field: 'body', pointer: '/body', message: `content type "${sentType}" is not one of ${accepted.join(', ')}`, refused: false });
      return problems;
    }
    // No body where one is required: DRF reads an empty body as `{}` and lists the missing fields.
    const value = hasBody ? request.body : {};
    const validate = validatorAt([...body.pointer, 'content', type, 'schema'], true);
    if (validate(value)) return problems;
    const seen = new Set<string>();
    for (const error of orderedBodyErrors(validate.errors ?? [])) {
      const pointer = `/body${pointerOf(error)}`;
      const key = fieldPath(pointerOf(error)) || 'non_field_errors';
      if (seen.has(key)) continue;
      seen.add(key);
      // A field the contract does not name: a DRF serializer ignores it, so only the check reports it.
      problem({ field: key, pointer, message: describeError(error), refused: error.keyword !== 'unevaluatedProperties', error });
    }
    return problems;
  }

  function validateResponse(op: ContractOperation | string, status: number, body: unknown, contentType: string | null = 'application/json'): ContractMismatch | null {
    const operation = resolve(op);
    const mismatch = (pointer: string, message: string): ContractMismatch => ({ operationId: operation.operationId, status, pointer, message, side: 'answer' });
    const response = operation.response(status);
    // Any server can fail (Django's 500 page, a proxy's 502, a 503 while deploying) on any call:
    // a 5xx the operation does not list is outside the contract, and the app must cope with it.
    if (!response && status >= 500) return null;
    if (!response) return mismatch('', `status ${status} is not an answer of this operation (${operation.statuses.join(', ')})`);
    const types = Object.keys(response.content);
    const hasBody = body !== undefined && body !== null && body !== '';
    if (types.length === 0) return hasBody ? mismatch('', `status ${status} has no body in the contract, got ${describeValue(body)}`) : null;
    const type = mediaType(contentType);
    const match = types.find((each) => each === type || (each.endsWith('/*') && type.startsWith(each.slice(0, -1))) || each === '*/*');
    if (!match) return mismatch('', `content type "${type || 'none'}" is not one of ${types.join(', ')}`);
    // Binary and text bodies (audio, artwork) are held to their status and type only.
    if (!/[/+]json$/.test(match)) return null;
    const validate = validatorAt([...response.pointer, 'content', match, 'schema']);
    if (validate(body)) return null;
    const error = mostRelevantError(validate.errors ?? []);
    return mismatch(pointerOf(error), describeError(error));
  }

  function compileAll(): void {
    for (const operation of operations) {
      for (const parameter of operation.parameters) validatorAt([...parameter.pointer, 'schema']);
      for (const type of Object.keys(operation.requestBody?.content ?? {})) validatorAt([...operation.requestBody!.pointer, 'content', type, 'schema'], true);
      for (const status of operation.statuses) {
        const response = operation.response(Number(status) || 599);
        for (const type of Object.keys(response?.content ?? {})) if (/[/+]json$/.test(type)) validatorAt([...response!.pointer, 'content', type, 'schema']);
      }
    }
  }

  return {
    operations,
    compileAll,
    findOperation: (method, url) => findOperationIn(operations, method, typeof url === 'string' ? new URL(url, 'http://localhost').pathname : url.pathname),
    operation: (operationId) => byId.get(operationId),
    requestProblems,
    validateRequest: (op, request) => requestProblems(op, request)[0] ?? null,
    validateResponse,
  };
}

/** The pointer of the field an error is about: a missing property's own place, not its parent's. */
export function pointerOf(error: ErrorObject): string {
  const params = error.params as { missingProperty?: string; additionalProperty?: string; unevaluatedProperty?: string };
  const child = params.missingProperty ?? params.additionalProperty ?? params.unevaluatedProperty;
  return child === undefined ? error.instancePath : `${error.instancePath}/${escapePointer(child)}`;
}

/** Body errors with the combinators' summaries left out (each branch's own errors say more). */
function orderedBodyErrors(errors: ErrorObject[]): ErrorObject[] {
  const specific = errors.filter((error) => !['anyOf', 'oneOf', 'if', 'not'].includes(error.keyword));
  return specific.length > 0 ? specific : errors;
}

/** Reads a fetch `Request` (a clone: the original stays readable) into what the validator takes. */
export async function readRequest(request: Request): Promise<ContractRequest> {
  const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.clone().text();
  let body: unknown = undefined;
  if (text !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  return { method: request.method, url: request.url, headers: request.headers, body };
}
