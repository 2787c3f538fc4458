export declare const CHROMIUM_ARGS: string[];
export declare function chromiumLaunchOptions(extraArgs?: string[]): { executablePath: string; args: string[] };
