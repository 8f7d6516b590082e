/**
 * A catalog id written in an address (`/product/99`), or null. Only the canonical decimal form
 * is an id: `Number()` would also read `0x5a`, `9e1`, `090`, `+90` and ` 90` as 90, giving one
 * product many addresses (docs/contracts.md §10).
 */
export function catalogIdFrom(value: string | null | undefined): number | null {
  if (value === null || value === undefined || !/^[1-9][0-9]*$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

/**
 * The catalog ids of a comma-separated list in an address (`?sub=3,4`), in order; anything
 * that is not an id is left out.
 */
export function catalogIdsFrom(value: string | null | undefined): number[] {
  return (value ?? '')
    .split(',')
    .map(catalogIdFrom)
    .filter((id): id is number => id !== null);
}
