import type { Plugin } from 'vite';

export function contractMarksModule(): Plugin;
