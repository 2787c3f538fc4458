/**
 * Redocly rules of this project's API contract (docs/api/openapi.yaml), on top of the
 * recommended set: every operation, parameter and schema property says where it comes from
 * (`x-source: spec` or `assumed`), and every assumption says in one line why the app needs it
 * (`x-why`) and what the app does on a server without it (`x-without`), which only assumptions
 * carry. An answer may go unmarked; when marked, the same holds. Tools that check a real server,
 * the mock's spec-only mode and the list of assumptions (`npm run api:assumed`) rely on that
 * marking (the checks themselves: contract-assumed.mjs).
 */
import { markProblems } from './contract-assumed.mjs';

function check(node, ctx, location, what, options) {
  for (const message of markProblems(node, what, options)) ctx.report({ message, location: location.key() });
}

function XSource() {
  return {
    Operation(operation, ctx) {
      check(operation, ctx, ctx.location, `Operation \`${operation.operationId ?? ''}\``);
    },
    Parameter(parameter, ctx) {
      if (parameter.$ref) return;
      check(parameter, ctx, ctx.location, `Parameter \`${parameter.name}\``);
    },
    Response(response, ctx) {
      if (response.$ref) return;
      // Named by its status: `#/…/responses/201` ends in it.
      const status = decodeURIComponent(ctx.location.pointer.split('/').pop() ?? '');
      check(response, ctx, ctx.location, `Answer \`${status}\``, { sourceRequired: false });
    },
    Schema(schema, ctx) {
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        if (!property || typeof property !== 'object') continue;
        check(property, ctx, ctx.location.child(['properties', name]), `Field \`${name}\``);
      }
    },
  };
}

export default function contractPlugin() {
  return {
    id: 'contract',
    rules: { oas3: { 'x-source': XSource } },
  };
}
