/** A value read from a message and the tokens it came from (the idea parser treats them as clause breaks). */
export interface Finding<T> {
  value: T;
  start: number;
  end: number;
}
