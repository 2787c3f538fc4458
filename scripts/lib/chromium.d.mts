export declare const DEFAULT_CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];
export declare function chromiumPath(): string;
export declare function chromiumLaunchOptions(extraArgs?: string[]): { executablePath: string; args: string[] };
export declare const HEADLESS_SHELL_PATH: string;
export declare function isExecutable(path: string): boolean;
export declare function testChromiumPath(): string;
export declare function testLaunchOptions(extraArgs?: string[]): { executablePath: string; args: string[] };
