/** The address of the seeded database's JSON snapshot (scripts/lib/mock-browser-plugin.mjs). */
declare module 'virtual:mock-database' {
  const url: string;
  export default url;
}
