import { loadLazyB } from './lazy-b.ts';

export const lazyA = 'loads b on demand';
export const loadB = loadLazyB;
