/**
 * The operations of an OpenAPI document as the validator walks them: each with its method, path
 * template, parameters, body and answers, `$ref`s to components resolved, and the JSON pointer of
 * every schema (ajv compiles a schema from its place in the document, so its own `$ref`s resolve).
 */

type Json = Record<string, unknown>;

/** The parts of an OpenAPI 3.1 document the validator reads. */
export interface OpenApiDocument {
  paths?: Record<string, Json | undefined>;
  components?: Json;
  [key: string]: unknown;
}

export interface ParameterSpec {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  style?: string;
  explode?: boolean;
  schema?: Json;
  /** Where the parameter object is in the document. */
  pointer: string[];
}

export interface BodySpec {
  required: boolean;
  /** Media type → its media type object. */
  content: Record<string, Json>;
  pointer: string[];
}

export interface ContractOperation {
  operationId: string;
  method: string;
  /** The contract's path template (`/api/music/tracks/{id}/`). */
  path: string;
  parameters: ParameterSpec[];
  requestBody: BodySpec | null;
  /** The statuses the contract lists, as written (`200`, `4XX`, `default`). */
  statuses: string[];
  /** The answer the contract gives for a status (exact, then `4XX`, then `default`). */
  response(status: number): BodySpec | undefined;
  /** The path parameters of a pathname this operation's template matches; null when it does not. */
  matchPath(pathname: string): Record<string, string> | null;
  /** How many literal segments the template has (a literal wins over a parameter). */
  literals: number;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

function lookup(document: OpenApiDocument, pointer: readonly string[]): unknown {
  let node: unknown = document;
  for (const part of pointer) node = node && typeof node === 'object' ? (node as Json)[part] : undefined;
  return node;
}

/** Follows a component `$ref` (`#/components/parameters/TrackId`) to the object and its pointer. */
function dereference(document: OpenApiDocument, node: unknown, pointer: string[]): { node: Json; pointer: string[] } {
  let current = node as Json;
  let at = pointer;
  for (let hops = 0; current && typeof current.$ref === 'string' && hops < 10; hops += 1) {
    const ref = current.$ref as string;
    if (!ref.startsWith('#/')) throw new Error(`The validator reads only local references, not ${ref}`);
    at = ref
      .slice(2)
      .split('/')
      .map((part) => decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~'));
    current = lookup(document, at) as Json;
  }
  return { node: current, pointer: at };
}

function pathMatcher(template: string): { match: (pathname: string) => Record<string, string> | null; literals: number } {
  const segments = template.split('/');
  const literals = segments.filter((segment) => segment !== '' && !/^\{[^}]+\}$/.test(segment)).length;
  const match = (pathname: string) => {
    const parts = pathname.split('/');
    if (parts.length !== segments.length) return null;
    const params: Record<string, string> = {};
    for (let i = 0; i < segments.length; i += 1) {
      const segment = segments[i]!;
      const part = parts[i]!;
      const name = /^\{([^}]+)\}$/.exec(segment)?.[1];
      if (name === undefined) {
        if (segment !== part) return null;
        continue;
      }
      if (part === '') return null;
      try {
        params[name] = decodeURIComponent(part);
      } catch {
        params[name] = part;
      }
    }
    return params;
  };
  return { match, literals };
}

function bodyOf(document: OpenApiDocument, node: unknown, pointer: string[]): BodySpec {
  const resolved = dereference(document, node, pointer);
  return {
    required: resolved.node.required === true,
    content: (resolved.node.content ?? {}) as Record<string, Json>,
    pointer: resolved.pointer,
  };
}

/** Every operation of the document, in its order. */
export function operationsOf(document: OpenApiDocument): ContractOperation[] {
  const operations: ContractOperation[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    if (!item) continue;
    for (const method of METHODS) {
      const operation = item[method] as Json | undefined;
      if (!operation) continue;
      const opPointer = ['paths', path, method];
      const byKey = new Map<string, ParameterSpec>();
      const collect = (list: unknown, at: string[]) => {
        (Array.isArray(list) ? list : []).forEach((raw, index) => {
          const { node, pointer } = dereference(document, raw, [...at, 'parameters', String(index)]);
          const parameter: ParameterSpec = {
            name: String(node.name),
            in: node.in as ParameterSpec['in'],
            required: node.required === true,
            style: node.style as string | undefined,
            explode: node.explode as boolean | undefined,
            schema: node.schema as Json | undefined,
            pointer,
          };
          // An operation's parameter overrides the path item's of the same name and place.
          byKey.set(`${parameter.in}:${parameter.name}`, parameter);
        });
      };
      collect(item.parameters, ['paths', path]);
      collect(operation.parameters, opPointer);
      const responses = (operation.responses ?? {}) as Json;
      const statuses = Object.keys(responses);
      const answers = new Map(statuses.map((status) => [status, bodyOf(document, responses[status], [...opPointer, 'responses', status])]));
      const { match, literals } = pathMatcher(path);
      operations.push({
        operationId: String(operation.operationId ?? `${method.toUpperCase()} ${path}`),
        method: method.toUpperCase(),
        path,
        parameters: [...byKey.values()],
        requestBody: operation.requestBody ? bodyOf(document, operation.requestBody, [...opPointer, 'requestBody']) : null,
        statuses,
        response: (status) => answers.get(String(status)) ?? answers.get(`${String(status)[0]}XX`) ?? answers.get('default'),
        matchPath: match,
        literals,
      });
    }
  }
  return operations;
}

/**
 * The operation a request calls: same method, and a path its template matches exactly (the
 * trailing slash included, as Django's URLs are written), a literal segment winning over a
 * parameter (`/api/music/albums/splash_banner/` over `/api/music/albums/{id}/`).
 */
export function findOperationIn(operations: readonly ContractOperation[], method: string, pathname: string): ContractOperation | undefined {
  const upper = method.toUpperCase();
  let best: ContractOperation | undefined;
  for (const operation of operations) {
    if (operation.method !== upper || !operation.matchPath(pathname)) continue;
    if (!best || operation.literals > best.literals) best = operation;
  }
  return best;
}
