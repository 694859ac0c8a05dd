import { cycleA } from './cycle-a.ts';

export const cycleB = (): string => cycleA();
