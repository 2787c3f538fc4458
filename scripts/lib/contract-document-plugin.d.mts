import type { Plugin } from 'vite';

export function contractDocumentModule(): Plugin;
