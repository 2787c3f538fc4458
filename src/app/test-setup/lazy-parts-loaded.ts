/**
 * Unit tests only (a `setupFiles` entry in vite.config.ts). Parts the app loads after the first
 * paint are imported once per worker before any test runs: a test file that renders the footer
 * ends before its newsletter form's lazy import would have finished, and that import, still under
 * way when vitest tore the file's environment down, failed a later file ("Cannot load … after the
 * environment was torn down"). Loaded here, every later lazy import of them resolves from the
 * module cache at once (files share one module graph: `isolate: false`).
 */
import '@/widgets/footer';
import '@/features/newsletter';
