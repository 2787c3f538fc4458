import { channel, type Channel } from 'redux-saga';

/**
 * At most `size` calls at a time, however many flows make them: a call takes a slot before it
 * starts and puts it back when it ends, fails or is cancelled (see `runQuery`).
 */
export type CallLimit = Channel<true>;

export function createCallLimit(size: number): CallLimit {
  const slots = channel<true>();
  for (let i = 0; i < size; i += 1) slots.put(true);
  return slots;
}
