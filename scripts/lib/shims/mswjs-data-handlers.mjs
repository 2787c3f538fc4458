// `db.<model>.toHandlers()` (generated REST/GraphQL handlers) is not used by the mock backend;
// leaving it out of the browser bundle drops graphql (~770 KB of source).
function unavailable() {
  throw new Error('[mock] toHandlers() is left out of the browser bundle (scripts/lib/mock-browser-plugin.mjs)');
}

export const generateRestHandlers = unavailable;
export const generateGraphQLHandlers = unavailable;
export const generateGraphQLSchema = unavailable;
