import type { Plugin } from 'vite';

export function readRouteTable(routerSource: string): [pattern: string, page: string][];
export function routePattern(path: string): string;
export function routePreload(options?: { routerFile?: string; always?: string[]; data?: readonly { pattern: string; reads: readonly string[] }[] }): Plugin;
