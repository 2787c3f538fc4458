export declare const DEFAULT_CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];
export declare function chromiumPath(): string;
export declare function chromiumLaunchOptions(extraArgs?: string[]): { executablePath: string; args: string[] };
