export declare const PATCH_MARK: string;
export declare function patchExpectSnapshots(source: string): { status: 'patched' | 'already' | 'unknown'; source: string };
export declare function installedBundlePath(): string | null;
export declare function ensurePlaywrightExpectPatched(): { status: 'patched' | 'already' | 'unknown' | 'missing'; message: string };
