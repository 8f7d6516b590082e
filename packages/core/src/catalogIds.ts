/** A catalog id written in an address (`/product/99`): a positive whole number, or null. */
export function catalogIdFrom(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
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
