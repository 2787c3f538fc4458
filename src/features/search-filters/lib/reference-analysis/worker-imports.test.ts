import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A Web Worker has no `document`: a module that renders or imports styles throws there (Vite's
 * development server injects each stylesheet into the document), and the analysis fails for every
 * file. The worker's module graph must stay plain computation: this walks its imports.
 */
const SRC = resolve(process.cwd(), 'src');
const WORKER = join(SRC, 'features/search-filters/lib/reference-analysis/reference-analysis.worker.ts');
/** Packages the worker may load: pure computation (none now: its chroma, FFT and key matcher are owned). */
const PACKAGES = new Set<string>();

function resolveModule(from: string, specifier: string): string {
  const base = specifier.startsWith('@/') ? join(SRC, specifier.slice(2)) : resolve(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  const found = candidates.find((file) => existsSync(file) && !file.endsWith('/') && /\.(tsx?|css)$/.test(file));
  if (!found) throw new Error(`cannot resolve ${specifier} from ${relative(SRC, from)}`);
  return found;
}

function workerModules(): { modules: string[]; packages: string[] } {
  const modules = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (modules.has(file)) return;
    modules.add(file);
    if (file.endsWith('.css')) return;
    const source = readFileSync(file, 'utf8');
    for (const [, typeOnly, specifier] of source.matchAll(/^\s*(?:import|export)\s+(type\s+)?(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/gm)) {
      if (typeOnly) continue;
      if (specifier.startsWith('.') || specifier.startsWith('@/')) visit(resolveModule(file, specifier));
      else packages.add(specifier);
    }
  };
  visit(WORKER);
  return { modules: [...modules].map((file) => relative(SRC, file)), packages: [...packages] };
}

describe('the reference analysis worker', () => {
  it('loads no component, no stylesheet and no package beyond its own computation', () => {
    const { modules, packages } = workerModules();
    expect(modules.filter((file) => /\.(tsx|css)$/.test(file))).toEqual([]);
    expect(packages.filter((name) => !PACKAGES.has(name))).toEqual([]);
    expect(modules).toContain('features/search-filters/lib/reference-analysis/key-profile.ts');
  });
});
