import type { Plugin } from 'vite';

export const FRONT_PAGE_CHUNK: string;
export const DATA_PAGES_CHUNK: string;
/** The modules of a page's chunk and of every chunk it imports statically, the entry's excepted. */
export function pageModules(output: readonly unknown[], pageIndex: RegExp): Set<string>;
/** The modules the data pages' chunks hold, less the front page's: the `data-pages` chunk. */
export function dataPageModules(output: readonly unknown[], dataPages: readonly RegExp[], frontPageModules: ReadonlySet<string>): Set<string>;
export function inlineStyles(html: string, bundle: Record<string, unknown>, base: string, routeChunk: string): { html: string; inlined: string[] };
export function frontPage(options: { configFile: string; page?: RegExp; drawnWith?: readonly RegExp[]; dataPages?: readonly RegExp[] }): Plugin[];
