/**
 * `npm run api:check -- --host URL [--email E --password P] [--require-assumed]`: calls the
 * contract's read-only operations on a real server (and, with credentials, signs in, reads the
 * account's own data, runs a download check and signs out: nothing is created or spent) and checks
 * each answer against docs/api/openapi.yaml with ajv.
 *
 * A server built to the spec alone is held to the spec: a field or an operation the contract marks
 * `x-source: assumed` may be missing (the app degrades without it), and its absence is reported in
 * the row's note, not counted as a mismatch. `--require-assumed` holds the server to the whole
 * contract, assumed parts included. Present fields are always checked against their schema.
 */
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { readContract } from './contract-marks.mjs';

const CONTRACT_ID = 'https://contract.invalid/openapi.json';
const JSON_TYPE = 'application/json';

/** A JSON pointer segment. */
const pointer = (segment) => String(segment).replace(/~/g, '~0').replace(/\//g, '~1');

function isAssumed(schema, doc) {
  if (!schema || typeof schema !== 'object') return false;
  if (schema['x-source'] === 'assumed') return true;
  if (typeof schema.$ref === 'string' && schema.$ref.startsWith('#/')) {
    const target = schema.$ref
      .slice(2)
      .split('/')
      .reduce((node, key) => node?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
    return target?.['x-source'] === 'assumed';
  }
  return false;
}

/**
 * The contract as a server built to the spec alone must answer it: every schema's `required`
 * without the fields marked assumed (they may be absent; when present, their schema still holds).
 */
export function specOnlyContract(doc) {
  const copy = structuredClone(doc);
  const visit = (node) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    if (Array.isArray(node.required) && node.properties && typeof node.properties === 'object') {
      node.required = node.required.filter((name) => !isAssumed(node.properties[name], copy));
    }
    for (const value of Object.values(node)) visit(value);
  };
  visit(copy);
  return copy;
}

function newAjv(doc) {
  // strict: false lets the contract's own keywords (x-source, x-why, example…) through.
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  ajv.addSchema({ ...doc, $id: CONTRACT_ID });
  return ajv;
}

/** The pointer to an answer's JSON schema (following a `$ref` to a shared response), or null. */
function answerSchemaPointer(doc, path, method, status) {
  const responses = doc.paths?.[path]?.[method]?.responses ?? {};
  const key = status in responses ? String(status) : `${String(status)[0]}XX` in responses ? `${String(status)[0]}XX` : 'default' in responses ? 'default' : null;
  if (key === null) return { documented: false, pointer: null };
  let response = responses[key];
  let base = `#/paths/${pointer(path)}/${method}/responses/${pointer(key)}`;
  if (typeof response?.$ref === 'string') {
    base = response.$ref;
    response = base
      .slice(2)
      .split('/')
      .reduce((node, part) => node?.[part.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
  }
  if (!response?.content?.[JSON_TYPE]?.schema) return { documented: true, pointer: null };
  return { documented: true, pointer: `${base}/content/${pointer(JSON_TYPE)}/schema` };
}

function describeError(error) {
  const where = error.instancePath || '/';
  if (error.keyword === 'required') return `${where === '/' ? '' : where}/${error.params.missingProperty} is missing`;
  if (error.keyword === 'additionalProperties') return `${where} has an unknown field "${error.params.additionalProperty}"`;
  if (error.keyword === 'enum') return `${where} ${error.message}: ${error.params.allowedValues.map((v) => JSON.stringify(v)).join(', ')}`;
  return `${where} ${error.message}`;
}

/** The answers' checker: `check(operation, status, body)` → `{ ok, mismatch?, assumedAbsent[] }`. */
export function contractChecker(doc = readContract(), { requireAssumed = false } = {}) {
  const full = newAjv(doc);
  const spec = requireAssumed ? full : newAjv(specOnlyContract(doc));
  const cache = new Map();
  const validator = (ajv, ref) => {
    const key = `${ajv === full ? 'full' : 'spec'} ${ref}`;
    if (!cache.has(key)) cache.set(key, ajv.compile({ $ref: `${CONTRACT_ID}${ref}` }));
    return cache.get(key);
  };
  return {
    /** @param {{ path: string; method: string }} operation  the contract's path template and method */
    check(operation, status, body) {
      const { documented, pointer: ref } = answerSchemaPointer(doc, operation.path, operation.method.toLowerCase(), status);
      if (!documented) return { ok: false, mismatch: `status ${status} is not in the contract`, assumedAbsent: [] };
      if (!ref) return { ok: true, assumedAbsent: [] };
      if (body === undefined) return { ok: false, mismatch: 'the answer is not JSON', assumedAbsent: [] };
      const validate = validator(spec, ref);
      if (!validate(body)) return { ok: false, mismatch: describeError(validate.errors[0]), assumedAbsent: [] };
      if (requireAssumed) return { ok: true, assumedAbsent: [] };
      const whole = validator(full, ref);
      const absent = whole(body) ? [] : [...new Set(whole.errors.filter((e) => e.keyword === 'required').map(describeError))];
      return { ok: true, assumedAbsent: absent.map((text) => text.replace(/ is missing$/, '')) };
    },
  };
}

/** The contract operation a `{ method, path }` names, with its `x-source`. */
export function contractOperation(doc, method, path) {
  const operation = doc.paths?.[path]?.[method.toLowerCase()];
  if (!operation) throw new Error(`The contract has no ${method} ${path}`);
  return { operationId: operation.operationId, method: method.toUpperCase(), path, assumed: operation['x-source'] === 'assumed' };
}

/** A tiny cookie jar (the session and CSRF cookies a browser would keep for this host). */
function cookieJar() {
  const cookies = new Map();
  return {
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    get: (name) => cookies.get(name),
    take(response) {
      for (const line of response.headers.getSetCookie?.() ?? []) {
        const [pair, ...attributes] = line.split(';');
        const index = pair.indexOf('=');
        const name = pair.slice(0, index).trim();
        const value = pair.slice(index + 1).trim();
        const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '' || value === '""';
        if (expired) cookies.delete(name);
        else cookies.set(name, value);
      }
    },
  };
}

/** One call's row: operation, status, time (ms), and ok / the first mismatch / a note. */
function fillPath(template, values) {
  return template.replace(/\{(\w+)\}/g, (_, name) => encodeURIComponent(String(values[name])));
}

/**
 * Runs the check. Returns the rows (`{ operation, call, status, ms, result, note }`) and whether
 * every answer matched; `log(row)` is called as each row is ready.
 */
export async function runApiCheck({ host, email, password, requireAssumed = false, doc = readContract(), log = () => {} }) {
  const origin = host.replace(/\/+$/, '');
  const checker = contractChecker(doc, { requireAssumed });
  const jar = cookieJar();
  const rows = [];

  async function call(method, template, { params = {}, query = {}, body, expect } = {}) {
    const operation = contractOperation(doc, method, template);
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(query)) {
      for (const one of Array.isArray(value) ? value : [value]) if (one !== undefined && one !== '') search.append(name, String(one));
    }
    const path = fillPath(template, params) + (search.size ? `?${search}` : '');
    const headers = { Accept: JSON_TYPE, Cookie: jar.header() };
    if (body !== undefined) headers['Content-Type'] = JSON_TYPE;
    if (method !== 'GET' && jar.get('csrftoken')) headers['X-CSRFToken'] = jar.get('csrftoken');
    const started = performance.now();
    let response;
    let data;
    const row = { operation: operation.operationId, call: `${method} ${path}`, status: 0, ms: 0, result: 'ok', note: '' };
    try {
      response = await fetch(`${origin}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), redirect: 'manual' });
      jar.take(response);
      const text = await response.text();
      row.ms = Math.round(performance.now() - started);
      row.status = response.status;
      const isJson = (response.headers.get('content-type') ?? '').includes('json');
      data = isJson && text ? JSON.parse(text) : undefined;
    } catch (error) {
      row.ms = Math.round(performance.now() - started);
      row.result = `no answer: ${error.cause?.code ?? error.message}`;
      rows.push(row);
      log(row);
      return { status: 0, data: undefined };
    }
    if (operation.assumed && response.status === 404 && !requireAssumed) {
      row.result = 'absent';
      row.note = 'assumed call: the app does without it';
    } else if (expect && !expect.includes(response.status)) {
      const verdict = checker.check(operation, response.status, data);
      row.result = verdict.ok ? `status ${response.status}, expected ${expect.join(' or ')}` : verdict.mismatch;
      if (verdict.ok) row.note = JSON.stringify(data ?? '').slice(0, 120);
    } else {
      const verdict = checker.check(operation, response.status, data);
      if (!verdict.ok) row.result = verdict.mismatch;
      else if (verdict.assumedAbsent.length) {
        row.note = `assumed field${verdict.assumedAbsent.length > 1 ? 's' : ''} absent: ${verdict.assumedAbsent.slice(0, 3).join(', ')}${verdict.assumedAbsent.length > 3 ? ` (+${verdict.assumedAbsent.length - 3})` : ''}`;
      }
    }
    rows.push(row);
    log(row);
    return { status: response.status, data };
  }

  const skip = (operation, why) => {
    const row = { operation, call: '', status: 0, ms: 0, result: 'skipped', note: why };
    rows.push(row);
    log(row);
  };

  // A visitor first: the CSRF cookie comes with the first GET under /api.
  const first = await call('GET', '/api/users/me/', { expect: [401, 403] });
  if (first.status === 0) return { rows, ok: false };

  const tracks = await call('GET', '/api/music/tracks/', { query: { type: 'tracks', page: 1, pagesize: 24 }, expect: [200] });
  const track = tracks.data?.results?.[0];
  const word = String(track?.title ?? 'love').split(/\s+/)[0];
  await call('GET', '/api/music/tracks/', { query: { type: 'tracks', query: word, sortby: 'newest', page: 1, pagesize: 24 }, expect: [200] });
  await call('GET', '/api/music/tracks/', { query: { type: 'tracks', bpm: '90-130', page: 2, pagesize: 12 }, expect: [200] });
  const albums = await call('GET', '/api/music/albums/', { query: { type: 'albums', page: 1, pagesize: 12 }, expect: [200] });
  const playlists = await call('GET', '/api/music/playlists/', { query: { type: 'playlists', page: 1, pagesize: 12 }, expect: [200] });

  const album = albums.data?.results?.[0];
  if (album?.id !== undefined) await call('GET', '/api/music/albums/{id}/', { params: { id: album.id }, expect: [200] });
  else skip('getAlbum', 'no album in the search answer');
  const playlist = playlists.data?.results?.[0];
  if (playlist?.id !== undefined) await call('GET', '/api/music/playlists/{id}/', { params: { id: playlist.id }, expect: [200] });
  else skip('getPlaylist', 'no playlist in the search answer');

  if (track?.id !== undefined) {
    await call('GET', '/api/music/tracks/{id}/', { params: { id: track.id }, expect: [200] });
    await call('GET', '/api/music/tracks/{id}/versions/', { params: { id: track.id }, expect: [200] });
    await call('GET', '/api/music/tracks/{id}/stems/', { params: { id: track.id }, expect: [200] });
  } else {
    for (const operation of ['getTrack', 'getTrackVersions', 'getTrackStems']) skip(operation, 'no track in the search answer');
  }
  if (track?.track_code) await call('GET', '/api/music/tracks/by_code/', { query: { codes: track.track_code }, expect: [200] });
  else skip('getTracksByCode', 'no track code in the search answer');

  const keywords = await call('GET', '/api/music/keywords/categories/', { expect: [200] });
  await call('GET', '/api/music/instruments/categories/', { expect: [200] });
  await call('GET', '/api/music/composers/', { expect: [200] });
  const keyword = keywords.data?.[0]?.keywords?.[0]?.name ?? keywords.data?.[0]?.keywords?.[0];
  if (typeof keyword === 'string') {
    await call('GET', '/api/music/tracks/', { query: { type: 'tracks', keywords_include: keyword, page: 1, pagesize: 24 }, expect: [200] });
  }

  await call('GET', '/api/music/{kind}/featured', { params: { kind: 'albums' }, query: { homepage: 'true' }, expect: [200] });
  await call('GET', '/api/music/{kind}/featured', { params: { kind: 'playlists' }, query: { homepage: 'true' }, expect: [200] });
  const samplers = await call('GET', '/api/music/{kind}/featured', { params: { kind: 'samplers' }, query: { homepage: 'true' }, expect: [200] });
  const sampler = samplers.data?.results?.[0];
  if (sampler?.disc_number) await call('GET', '/api/music/samplers/{disc_number}/', { params: { disc_number: sampler.disc_number }, expect: [200] });
  else skip('getSampler', 'no sampler among the featured samplers');
  await call('GET', '/api/music/albums/splash_banner/', { expect: [200, 404] });

  const categories = await call('GET', '/api/music/as-heard-on-categories/', { expect: [200] });
  const categoryName = (Array.isArray(categories.data) ? categories.data[0]?.name : undefined) ?? 'Trailers';
  await call('GET', '/api/music/as-heard-on-categories/by-name/', { query: { name: categoryName }, expect: [200, 404] });

  if (email && password) {
    const login = await call('POST', '/api/login/', { body: { username: email, password, staySignedIn: false }, expect: [200] });
    if (login.status === 200) {
      await call('GET', '/api/users/me/', { expect: [200] });
      const projects = await call('GET', '/api/users/me/projects/', { expect: [200] });
      const list = Array.isArray(projects.data) ? projects.data : projects.data?.results;
      const project = list?.[0];
      if (project?.uuid) await call('GET', '/api/users/me/projects/{uuid}/', { params: { uuid: project.uuid }, expect: [200] });
      else skip('getProject', 'the account has no project');
      await call('GET', '/api/users/me/activity/', { query: { limit: 10, offset: 0 }, expect: [200] });
      if (track?.id !== undefined) {
        // The check only: nothing is spent or recorded.
        await call('POST', '/api/users/me/actions/download/', {
          body: { type: 'track', id: track.id, format: 'WAV', include_tracks: true, include_versions: false, include_stems: false, check_only: true },
          expect: [200, 403, 429],
        });
      }
      await call('POST', '/api/logout/', { body: {}, expect: [200] });
    }
  }

  const failed = rows.filter((row) => !['ok', 'absent', 'skipped'].includes(row.result));
  return { rows, ok: failed.length === 0 };
}

/** One printed row, columns aligned. */
export function formatRow(row) {
  const mark = row.result === 'ok' ? '✓' : row.result === 'absent' || row.result === 'skipped' ? '–' : '✗';
  const status = row.status ? String(row.status) : '—';
  const result = row.result === 'ok' ? 'schema ok' : row.result;
  return `${mark} ${row.operation.padEnd(26)} ${status.padStart(3)} ${`${row.ms} ms`.padStart(8)}  ${result}${row.note ? `  (${row.note})` : ''}${row.call ? `  ${row.call}` : ''}`;
}
