export { useAppRouter, type AppRouter } from './use-app-router';
