import type { B } from './type-cycle-b';

export interface A {
  b?: B;
}
