/** The Redocly plugin of the contract's rules (redocly-contract-plugin.mjs): `contract/x-source`. */
export default function contractPlugin(): {
  id: string;
  rules: { oas3: Record<string, () => Record<string, (node: unknown, ctx: unknown) => void>> };
};
