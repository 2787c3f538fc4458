// Byte budget of the production build (`npm run build`, real API, no mocks): the JS and CSS a
// browser must download before `/` can render, i.e. every file dist/index.html references
// (entry script, modulepreloads, stylesheets, and the shell's stylesheet inlined as
// `<style data-href>`). Gzip, like the server sends them.
import { initialAssets } from './scripts/lib/initial-assets.mjs';

export default [
  {
    name: 'Initial JS+CSS of / (production build, gzip)',
    path: initialAssets('dist').map((file) => `dist/${file}`),
    gzip: true,
    limit: '150 kB',
  },
];
