/** The address of the seeded database's JSON snapshot (scripts/lib/mock-browser-plugin.mjs). */
declare module 'virtual:mock-database' {
  const url: string;
  export default url;
}

/** The API contract, docs/api/openapi.yaml without its prose (scripts/lib/contract-document-plugin.mjs). */
declare module 'virtual:api-contract' {
  const contract: import('./lib/contract/operations').OpenApiDocument;
  export default contract;
}
