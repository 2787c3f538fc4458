import { describe, expect, it } from 'vitest';
import contract from 'virtual:api-contract';
import { readContractDocument } from '../../../scripts/lib/contract-document.mjs';
import { createContractValidator, type OpenApiDocument } from './validate';

const validator = createContractValidator(contract, { ignoredQueryParameters: ['mock'] });

const json = { 'Content-Type': 'application/json' };

describe('finding the operation of a call', () => {
  it.each([
    ['GET', '/api/music/albums/splash_banner/', 'getSplashBanner'],
    ['GET', '/api/music/albums/12/', 'getAlbum'],
    ['GET', '/api/music/playlists/featured', 'getFeatured'],
    ['GET', 'http://localhost:8000/api/music/tracks/?keywords=Dark', 'searchTracks'],
    ['POST', '/api/users/me/projects/2f1c/add/', 'addProjectItem'],
    ['DELETE', '/api/users/me/projects/2f1c/', 'deleteProject'],
  ])('%s %s is %s (a literal segment wins over a parameter)', (method, url, operationId) => {
    expect(validator.findOperation(method, url)?.operationId).toBe(operationId);
  });

  it.each([
    ['GET', '/api/music/albums/12'],
    ['POST', '/api/music/tracks/'],
    ['GET', '/api/password-reset/'],
  ])('%s %s is no operation (trailing slash and method count)', (method, url) => {
    expect(validator.findOperation(method, url)).toBeUndefined();
  });
});

describe('an answer held to the contract', () => {
  it('names the operation, the status and the field of a wrong type', () => {
    const body = { total_count: 1, results: [], unmatched: 'Dark' };
    expect(validator.validateResponse('searchTracks', 200, body)).toMatchObject({
      operationId: 'searchTracks',
      status: 200,
      pointer: '/unmatched',
      side: 'answer',
    });
  });

  it('names a missing required field by its own pointer', () => {
    const mismatch = validator.validateResponse('getCurrentUser', 200, { id: 1 });
    expect(mismatch).toMatchObject({ operationId: 'getCurrentUser', status: 200, message: 'is required but missing' });
    expect(mismatch?.pointer).toMatch(/^\/[a-z_]+$/);
  });

  it('reports the branch of a union the answer came closest to (a user missing a field, not "no error field")', () => {
    expect(validator.validateResponse('login', 200, { id: 1, email: 'a@example.com' })?.message).toBe('is required but missing');
    expect(validator.validateResponse('login', 200, { id: 1, email: 'a@example.com' })?.pointer).not.toBe('/error');
    expect(validator.validateResponse('login', 200, { error: 'Invalid email or password.' })).toBeNull();
  });

  it('refuses a status the operation does not list, and a content type it does not give', () => {
    expect(validator.validateResponse('searchTracks', 409, { detail: 'Conflict.' })).toMatchObject({ status: 409, pointer: '' });
    expect(validator.validateResponse('getArtwork', 200, '(binary)', 'image/svg+xml')).toBeNull();
    expect(validator.validateResponse('getArtwork', 200, '(binary)', 'text/html')?.message).toContain('content type "text/html"');
  });

  it('leaves a server failure (5xx) the operation does not list to the app: any server can fail', () => {
    expect(validator.validateResponse('searchTracks', 500, { detail: 'A server error occurred.' })).toBeNull();
    expect(validator.validateResponse('logout', 502, '<html>Bad gateway</html>', 'text/html')).toBeNull();
  });

  it('accepts extra fields in an answer (a server may send more than the app reads)', () => {
    expect(validator.validateResponse('listKeywordCategories', 200, [])).toBeNull();
    expect(validator.validateResponse('getSplashBanner', 404, { detail: 'Not found.', extra: true })).toBeNull();
  });
});

describe('a request held to the contract', () => {
  it('names a body value outside an enum, and refuses it', () => {
    const problem = validator.validateRequest('requestDownload', {
      method: 'POST',
      url: '/api/users/me/actions/download/',
      headers: json,
      body: { type: 'track', id: 3, format: 'FLAC' },
    });
    expect(problem).toMatchObject({ operationId: 'requestDownload', status: 400, pointer: '/body/format', field: 'format', refused: true });
  });

  it('lists every wrong field once, as a serializer would', () => {
    const problems = validator.requestProblems('createProject', { method: 'POST', url: '/api/users/me/projects/', headers: json, body: { title: 4 } });
    expect(problems.map((p) => p.pointer)).toEqual(['/body/title']);
    expect(validator.requestProblems('requestDownload', { method: 'POST', url: '/api/users/me/actions/download/', headers: json, body: {} }).map((p) => p.field).sort()).toEqual([
      'format',
      'id',
      'type',
    ]);
  });

  it('names each wrong field of a nested item at its full path, not under its top-level field', () => {
    const body = { title: 'Trailer', item_data: [{ id: 3, type: 'track' }, { id: 'x', type: 'song' }, { type: 'stem' }] };
    const problems = validator.requestProblems('createProject', { method: 'POST', url: '/api/users/me/projects/', headers: json, body });
    expect(problems.map(({ field, pointer }) => ({ field, pointer }))).toEqual([
      { field: 'item_data[1].id', pointer: '/body/item_data/1/id' },
      { field: 'item_data[1].type', pointer: '/body/item_data/1/type' },
      { field: 'item_data[2].id', pointer: '/body/item_data/2/id' },
    ]);
  });

  it('reads query values as their schema types, and names unknown parameters without refusing them', () => {
    const problems = validator.requestProblems('listActivity', { method: 'GET', url: '/api/users/me/activity/?limit=ten&offset=0&activity_type=share&colour=red&mock=slow' });
    expect(problems.map(({ pointer, refused }) => ({ pointer, refused }))).toEqual([
      { pointer: '/query/limit', refused: true },
      { pointer: '/query/colour', refused: false },
    ]);
  });

  it('names a body field the contract does not have, without refusing it (a serializer ignores it)', () => {
    const problem = validator.validateRequest('createProject', { method: 'POST', url: '/api/users/me/projects/', headers: json, body: { title: 'Trailer', colour: 'red' } });
    expect(problem).toMatchObject({ pointer: '/body/colour', refused: false });
  });

  it('takes `{}` on a call without a body, and names any other body', () => {
    expect(validator.validateRequest('logout', { method: 'POST', url: '/api/logout/', headers: json, body: {} })).toBeNull();
    expect(validator.validateRequest('logout', { method: 'POST', url: '/api/logout/', headers: json, body: { all: true } })).toMatchObject({ pointer: '/body', refused: false });
  });

  it('reads an empty body where one is required as `{}`: every required field is missing', () => {
    const problems = validator.requestProblems('createProject', { method: 'POST', url: '/api/users/me/projects/' });
    expect(problems).toEqual([expect.objectContaining({ pointer: '/body/title', message: 'is required but missing', refused: true })]);
  });
});

describe('download formats as the spec writes them', () => {
  const download = (format: string) => ({ method: 'POST', url: '/api/users/me/actions/download/', headers: json, body: { type: 'track', id: 3, format } });

  it('takes WAV, AIF and MP3, and names any other spelling', () => {
    for (const format of ['WAV', 'AIF', 'MP3']) expect(validator.validateRequest('requestDownload', download(format))).toBeNull();
    for (const format of ['wav', 'Wav', 'flac', 'ask']) expect(validator.validateRequest('requestDownload', download(format))).toMatchObject({ pointer: '/body/format', refused: true });
  });
});

describe('the contract as the mock reads it', () => {
  it('is the YAML file without its prose: every operation and schema, no descriptions', () => {
    const fromFile = readContractDocument() as OpenApiDocument;
    expect(contract).toEqual(fromFile);
    expect(JSON.stringify(contract)).not.toContain('"x-why"');
    expect(createContractValidator(fromFile).operations.map((op) => op.operationId)).toEqual(validator.operations.map((op) => op.operationId));
  });

  it('compiles every answer and request schema of every operation', () => {
    expect(() => createContractValidator(contract).compileAll()).not.toThrow();
    for (const operation of validator.operations) {
      for (const status of operation.statuses) expect(() => validator.validateResponse(operation, Number(status) || 599, undefined)).not.toThrow();
      expect(() => validator.requestProblems(operation, { method: operation.method, url: operation.path, headers: json, body: {} })).not.toThrow();
    }
  });
});
