import type { Plugin } from 'vite';

export function mockDatabaseSnapshot(): Plugin;
export function slimMswData(): Plugin;
