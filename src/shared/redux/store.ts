import { combineSlices, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga } from 'redux-saga';
import { baseApi } from '../api/base-api';

/**
 * Slices register themselves by declaring module augmentation on this interface and calling
 * `slice.injectInto(rootReducer)`, so the store never imports a higher layer
 * (Redux Toolkit's combineSlices code-splitting pattern).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(baseApi).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

export interface MakeStoreOptions {
  preloadedState?: Partial<RootState>;
  /** Long flows to run (the player queue, downloads, cue sheets). */
  sagas?: Saga[];
  /**
   * Redux Toolkit's development checks (state never mutated, only serializable values), on by
   * default. They walk the whole state on every action: a test rendering thousands of generated
   * answers (the contract fuzz) turns them off, as a production build does.
   */
  invariantChecks?: boolean;
}

export function makeStore({ preloadedState, sagas = [], invariantChecks = true }: MakeStoreOptions = {}) {
  const sagaMiddleware = createSagaMiddleware({
    onError: (error) => {
      console.error('Saga error', error);
    },
  });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      getDefault({ immutableCheck: invariantChecks, serializableCheck: invariantChecks }).concat(baseApi.middleware, sagaMiddleware),
    // RTK Query's request actions are auto-batched; notify subscribers at the end of the tick
    // (not the default next animation frame), so an answer is rendered as soon as it arrives and
    // painted in the coming frame instead of one frame later.
    enhancers: (getDefault) => getDefault({ autoBatch: { type: 'tick' } }),
  });
  for (const saga of sagas) sagaMiddleware.run(saga);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
