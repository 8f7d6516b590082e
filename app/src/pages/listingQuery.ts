import type { ProductsByCategoryQuery } from '@rimal/core';

/**
 * What the listing asks the content service for: one category and the sub-categories chosen
 * in the address. Start-up asks for the same, so the page's call can take that answer.
 */
export const listingQuery = (
  categoryId: number,
  subCategoryIds: readonly number[],
): ProductsByCategoryQuery => ({ categoryId, subCategoryIds });
