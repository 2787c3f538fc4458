import * as Sentry from '@sentry/react';

/**
 * Error reporting: every error and transaction traced, a replay of every session with an error and
 * of one session in ten; loaded only when a DSN is configured.
 */
export function initSentry(dsn: string) {
  Sentry.init({
    dsn,
    integrations: [Sentry.browserTracingIntegration(), Sentry.replayIntegration({ maskAllText: true, blockAllMedia: true })],
    tracesSampleRate: 1,
    replaysOnErrorSampleRate: 1,
    replaysSessionSampleRate: 0.1,
  });
}
