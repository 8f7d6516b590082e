import { useCallback, useEffect, useState } from 'react';
import { isApiError, type Product } from '@rimal/core';
import { useServices } from '../../services';

export type BrandProductsStatus = 'loading' | 'error' | 'ready';

export interface BrandProductsState {
  status: BrandProductsStatus;
  /** The products found, in the order of the ids; ids the service does not know are left out. */
  products: readonly Product[];
  /** Loads every id again. */
  retry: () => void;
}

interface Outcome {
  request: string;
  status: Exclude<BrandProductsStatus, 'loading'>;
  products: Product[];
}

const isNotFound = (reason: unknown) =>
  isApiError(reason) && reason.kind === 'http' && reason.status === 404;

/**
 * Loads the fixed products of a brand page, one `content.product(id)` call per id (docs/requirements.md
 * §2 and §7). A 404 drops that id; any other failure shows the error state.
 */
export function useBrandProducts(ids: readonly number[]): BrandProductsState {
  const { content } = useServices();
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const idList = ids.join(',');
  const request = `${idList}#${attempt}`;

  useEffect(() => {
    let current = true;
    const wanted = idList === '' ? [] : idList.split(',').map(Number);
    void Promise.allSettled(wanted.map((id) => content.product(id))).then((results) => {
      if (!current) return;
      const failed = results.some(
        (result) => result.status === 'rejected' && !isNotFound(result.reason),
      );
      const products = results.flatMap((result) =>
        result.status === 'fulfilled' ? [result.value] : [],
      );
      setOutcome({ request, status: failed ? 'error' : 'ready', products: failed ? [] : products });
    });
    return () => {
      current = false;
    };
  }, [content, idList, request]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  const settled = outcome?.request === request ? outcome : null;
  return {
    status: settled?.status ?? 'loading',
    products: settled?.products ?? [],
    retry,
  };
}
