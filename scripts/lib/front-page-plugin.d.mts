import type { Plugin } from 'vite';

export const FRONT_PAGE_CHUNK: string;
/** The modules of a page's chunk and of every chunk it imports statically, the entry's excepted. */
export function pageModules(output: readonly unknown[], pageIndex: RegExp): Set<string>;
export function inlineStyles(html: string, bundle: Record<string, unknown>, base: string, routeChunk: string): { html: string; inlined: string[] };
export function frontPage(options: { configFile: string; page?: RegExp; drawnWith?: readonly RegExp[] }): Plugin[];
