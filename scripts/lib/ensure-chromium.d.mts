export interface ChromiumFacts {
  envPath?: string;
  shellPath?: string;
  defaultPath?: string;
  isExecutable: (path: string) => boolean;
  isRoot: boolean;
  hasSudo: boolean;
  hasAptGet: boolean;
  installAllowed: boolean;
}
export type ChromiumDecision =
  | { action: 'use'; path: string }
  | { action: 'install'; path: string; sudo: boolean; commands: string[][] }
  | { action: 'stop'; message: string };
export declare const INSTALL_COMMANDS: string[][];
export declare function decideChromium(facts: ChromiumFacts): ChromiumDecision;
export declare function machineFacts(env?: NodeJS.ProcessEnv): ChromiumFacts;
export declare function ensureChromium(options?: { log?: (line: string) => void; env?: NodeJS.ProcessEnv }): string;
export declare class ChromiumMissing extends Error {}
