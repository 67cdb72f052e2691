// Keys of dynamic inputs (members, images): random numbers with five decimals (SPEC.md §9).
export function randomKey(): string {
  return (Math.random() * 100000).toFixed(5);
}
