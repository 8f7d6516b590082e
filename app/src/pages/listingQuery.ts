import { DEFAULT_MAX_PRICE, type ProductsByCategoryQuery } from '@rimal/core';

/** `?sub=3,4` keeps the chosen sub-categories in the address, so a reload or a shared link keeps them. */
export function readSelection(value: string | null): number[] {
  return (value ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
}

/** What the listing asks the content service for: one category, the chosen sub-categories. */
export const listingQuery = (
  categoryId: number,
  subCategoryIds: readonly number[],
): ProductsByCategoryQuery => ({ categoryId, subCategoryIds, maxPrice: DEFAULT_MAX_PRICE });
