/**
 * Redocly rules of this project's API contract (docs/api/openapi.yaml), on top of the
 * recommended set: every operation, parameter and schema property says where it comes from
 * (`x-source: spec` or `assumed`), and every assumption says in one line why the app needs it
 * (`x-why`). Tools that check a real server, and the mock's spec-only mode, rely on that marking.
 */
const SOURCES = new Set(['spec', 'assumed']);

function checkSource(node, ctx, location, what) {
  const source = node['x-source'];
  if (!SOURCES.has(source)) {
    ctx.report({ message: `${what} needs \`x-source: spec\` or \`x-source: assumed\`.`, location: location.key() });
    return;
  }
  if (source === 'assumed' && !(typeof node['x-why'] === 'string' && node['x-why'].trim())) {
    ctx.report({ message: `${what} is assumed: say in \`x-why\` why the app needs it.`, location: location.key() });
  }
}

function XSource() {
  return {
    Operation(operation, ctx) {
      checkSource(operation, ctx, ctx.location, `Operation \`${operation.operationId ?? ''}\``);
    },
    Parameter(parameter, ctx) {
      if (parameter.$ref) return;
      checkSource(parameter, ctx, ctx.location, `Parameter \`${parameter.name}\``);
    },
    Schema(schema, ctx) {
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        if (!property || typeof property !== 'object') continue;
        checkSource(property, ctx, ctx.location.child(['properties', name]), `Field \`${name}\``);
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
