export { sessionAcrossTabs, SESSION_TABS_CHANNEL } from './model/session-across-tabs';
