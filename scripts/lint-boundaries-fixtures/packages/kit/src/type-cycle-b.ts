import type { TypeCycleA } from './type-cycle-a.ts';

export interface TypeCycleB {
  next: TypeCycleA | null;
}
