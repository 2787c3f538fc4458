export const CONTRACT_FILE: string;
/** docs/api/openapi.yaml as a plain object, its prose taken out. */
export function readContractDocument(file?: string): Record<string, unknown>;
