import { cycleB } from './cycle-b.ts';

export const cycleA = (): string => cycleB();
