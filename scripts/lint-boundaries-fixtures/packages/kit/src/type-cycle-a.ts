import type { TypeCycleB } from './type-cycle-b.ts';

export interface TypeCycleA {
  next: TypeCycleB | null;
}
