import { createGlobalThemeContract } from '@vanilla-extract/css';
import { tokens } from './tokens';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

function mapToVarNames<T extends object>(value: T, path: string[] = []): Shape<T> {
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      typeof inner === 'string' ? [...path, key].join('-') : mapToVarNames(inner, [...path, key]),
    ]),
  ) as Shape<T>;
}

/** Components read only these variables (docs/style.md §2). */
export const vars = createGlobalThemeContract(mapToVarNames(tokens), (name) => `rimal-${name}`);
