export { rootReducer, makeStore, type LazyLoadedSlices, type RootState, type AppStore, type AppDispatch, type MakeStoreOptions } from './store';
export { useAppDispatch, useAppSelector, useAppStore } from './hooks';
