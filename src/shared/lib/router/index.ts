export { useAppRouter, type AppRouter } from './use-app-router';
export type { PageData, QueryDispatch } from './page-data';
