export { lazyPart, partFailureShown, PartLoadTimeout, PART_LOAD_DEADLINE_MS, type LazyPart, type LazyPartOptions } from './lazy-part';
