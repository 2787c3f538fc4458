import type { Plugin } from 'vite';

export function readRouteTable(routerSource: string): [pattern: string, page: string][];
export function placeLandingScript(html: string, script: string): string;
export function routePattern(path: string): string;
/** A landing page's API reads: `RouteReads` in src/app/routes/route-data.ts. */
interface RouteReads {
  pattern: string;
  reads: readonly string[];
  image?: { read: string; field: string };
  media?: string;
}
type LandingReads = [pattern: string, urls: readonly string[], image: [read: string, field: string] | null, media: string | null][];
export function landingReads(data: readonly RouteReads[]): LandingReads;
export function startLandingRoute(
  routes: [pattern: string, files: string[]][],
  base: string,
  reads: LandingReads,
  api: string,
  deferReads?: boolean,
): void;
export function routePreload(options?: { routerFile?: string; data?: readonly RouteReads[] }): Plugin;
