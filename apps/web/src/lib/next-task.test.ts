import { describe, expect, it } from 'vitest';
import { nextTask } from './next-task.ts';

describe('nextTask', () => {
  it('resolves after the current task and its microtasks', async () => {
    const order: string[] = [];
    const waited = nextTask().then(() => order.push('next task'));
    void Promise.resolve().then(() => order.push('microtask'));
    order.push('current task');
    await waited;
    expect(order).toEqual(['current task', 'microtask', 'next task']);
  });
});
