import { describe, expect, it } from 'vitest';
import { toggledIds } from './use-favorite.ts';

describe('toggledIds', () => {
  it('puts a new favourite first, once', () => {
    expect(toggledIds(['a', 'b'], 'c', true)).toEqual(['c', 'a', 'b']);
    expect(toggledIds(['a', 'b'], 'b', true)).toEqual(['b', 'a']);
  });

  it('removes a favourite, and nothing else', () => {
    expect(toggledIds(['a', 'b'], 'a', false)).toEqual(['b']);
    expect(toggledIds(['a'], 'z', false)).toEqual(['a']);
  });
});
