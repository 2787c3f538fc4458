/**
 * The address of the seeded database's JSON snapshot, and the folder of its baked waveform levels
 * (null on the dev server, which draws them) (scripts/lib/mock-browser-plugin.mjs).
 */
declare module 'virtual:mock-database' {
  const url: string;
  export default url;
  export const waveformBase: string | null;
}

/** The API contract's spec/assumed marks (scripts/lib/contract-marks-plugin.mjs). */
declare module 'virtual:contract-marks' {
  // An ambient module cannot import by a relative path, so the type is named inline.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const marks: import('../scripts/lib/contract-marks.d.mts').ContractMarks;
  export default marks;
}

/** The API contract, docs/api/openapi.yaml without its prose (scripts/lib/contract-document-plugin.mjs). */
declare module 'virtual:api-contract' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const contract: import('./lib/contract/operations').OpenApiDocument;
  export default contract;
}
