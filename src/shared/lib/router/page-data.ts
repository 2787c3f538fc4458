import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';

/** What a page's data loader is given to start queries with: the store's dispatch. */
export type QueryDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/**
 * A page's first-paint data: starts the queries the page shows first, for the address being
 * opened (the same query arguments the page's hooks will use, so they find the answers cached),
 * and settles once every one is answered, whatever the answer. Never rejects: the page itself
 * shows errors.
 */
export type PageData = (dispatch: QueryDispatch, url: URL) => Promise<unknown>;
