import type { A } from './type-cycle-a';

export interface B {
  a?: A;
}
