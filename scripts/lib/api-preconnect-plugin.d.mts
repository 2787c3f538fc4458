import type { Plugin } from 'vite';
export function apiOrigin(host: string | undefined): string | null;
export function apiPreconnect(): Plugin;
