// The files a browser downloads before the app can render `/`: whatever dist/index.html
// references through <script type="module" src>, <link rel="modulepreload">,
// <link rel="stylesheet"> and the inlined shell stylesheet's <style data-href>. Shared by
// .size-limit.cjs (via a sync twin), bench and checks.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

const TAG = /<(script|link|style)\b[^>]*>/gi;
const ATTR = (name) => new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`, 'i');

/** Returns the initial asset paths of `outDir/index.html`, relative to outDir, in document order. */
export function initialAssets(outDir = 'dist', htmlFile = 'index.html') {
  const htmlPath = join(outDir, htmlFile);
  if (!existsSync(htmlPath)) throw new Error(`${htmlPath} not found: build first`);
  const html = readFileSync(htmlPath, 'utf8');
  const files = [];
  for (const [tag, kind] of html.matchAll(TAG)) {
    let url = null;
    if (kind.toLowerCase() === 'script') {
      if (ATTR('type').exec(tag)?.[1] === 'module') url = ATTR('src').exec(tag)?.[1] ?? null;
    } else if (kind.toLowerCase() === 'style') {
      // The shell's stylesheet, inlined (front-page-plugin.mjs): counted as the file it was. The
      // front page's own styles (`data-route`) belong to its route, as its script does.
      if (!/\bdata-route\b/i.test(tag)) url = ATTR('data-href').exec(tag)?.[1] ?? null;
    } else {
      const rel = ATTR('rel').exec(tag)?.[1]?.toLowerCase();
      if (rel === 'modulepreload' || rel === 'stylesheet') url = ATTR('href').exec(tag)?.[1] ?? null;
    }
    if (!url || /^(https?:)?\/\//.test(url)) continue;
    const rel = url.replace(/^\.?\//, '').split(/[?#]/)[0];
    if (!files.includes(rel)) files.push(rel);
  }
  return files;
}

/**
 * The files index.html starts for the front page (`/`) beside the entry: its landing script's list
 * (route-preload-plugin.mjs) and the front page's inlined styles (`<style data-route>`,
 * front-page-plugin.mjs), as file paths relative to outDir.
 */
export function frontPageFiles(outDir = 'dist') {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const routes = landingRouteFiles(html);
  const styles = [...html.matchAll(/<style\b[^>]*\bdata-route\b[^>]*>/gi)].map(([tag]) => ATTR('data-href').exec(tag)?.[1]?.replace(/^\.?\//, '')).filter(Boolean);
  return [...(routes.get('^/$') ?? []), ...styles];
}

/** The landing script's table in index.html: route pattern → files it starts with the entry. */
export function landingRouteFiles(html) {
  const table = /\}\)\((\[\[.*?\]\]\]),/s.exec(html);
  return new Map(table ? JSON.parse(table[1]) : []);
}

/**
 * The chunks Vite's manifest lists for a lazily loaded module (its file, its static imports and
 * their CSS), e.g. the page chunk the router fetches for `/`. Needs `build.manifest: true`.
 */
export function manifestChunkFiles(outDir, sourcePath) {
  const manifestPath = join(outDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return [];
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const files = new Set();
  const visit = (key) => {
    const entry = manifest[key];
    if (!entry) return;
    if (files.has(entry.file)) return;
    files.add(entry.file);
    for (const css of entry.css ?? []) files.add(css);
    for (const dep of entry.imports ?? []) visit(dep);
  };
  visit(sourcePath);
  return [...files];
}
