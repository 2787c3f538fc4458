import * as React from 'react';

/**
 * React's development build captures an `Error` (a stack trace) and a console task for each of the
 * first 10,000 elements created each second, to print "owner stacks" in its warnings. The tests
 * render pages thousands of times (the contract fuzzing alone draws every route 200 times): in a
 * profile of the fuzzing, that capture was the function with the most time of its own, ~9 % of the
 * CPU, and skipping it took ~11 % off those files (median of three pairs). Counting as if the
 * 10,000 were spent keeps every warning and every check of React's development build; a warning's
 * component stack then shows where React rendered the element rather than which component
 * created it. (In the story tests' browser it measured nothing, so they keep the stacks.)
 */
export function skipOwnerStacks(): void {
  const internals = (React as unknown as Record<string, unknown>).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE as
    | { recentlyCreatedOwnerStacks?: number }
    | undefined;
  if (!internals || !('recentlyCreatedOwnerStacks' in internals)) return;
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', { configurable: true, get: () => 1e4, set: () => {} });
}
