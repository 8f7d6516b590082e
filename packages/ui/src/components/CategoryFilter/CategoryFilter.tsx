import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubCategory } from '@rimal/core';
import { useFilledBeforeTakeOver } from '../../hooks/useFilledBeforeTakeOver';
import { vars } from '../../theme/contract.css';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { Skeleton } from '../Skeleton';
import * as styles from './CategoryFilter.css';

export interface CategoryFilterProps {
  /**
   * Sub-categories of the category in the route (docs/requirements.md §2). When they fail to load,
   * pass none: docs/requirements.md §4 ignores the error, so the filter just shows no checkboxes.
   */
  subCategories: readonly SubCategory[];
  /** Ids of the checked sub-categories. */
  selected: readonly number[];
  /** The new selection, in the order of `subCategories`; `[]` after Clear filters. */
  onChange: (selected: number[]) => void;
  /** Placeholder rows while the sub-categories load. @default false */
  loading?: boolean;
  /** How many placeholder rows to show while loading. @default 4 */
  skeletonCount?: number;
}

/** "Product Categories": one checkbox per sub-category and a clear-filters action. */
export function CategoryFilter({
  subCategories,
  selected,
  onChange,
  loading = false,
  skeletonCount = 4,
}: CategoryFilterProps) {
  const { t } = useTranslation('shop');
  const checked = new Set(selected);
  const formRef = useRef<HTMLFormElement>(null);
  useFilledBeforeTakeOver(formRef, (filled) => {
    const ticked = new Set(filled.getAll('subCategory'));
    onChange(subCategories.filter((sub) => ticked.has(String(sub.id))).map((sub) => sub.id));
  });

  const toggle = (id: number, on: boolean) => {
    const next = new Set(checked);
    if (on) next.add(id);
    else next.delete(id);
    onChange(subCategories.filter((sub) => next.has(sub.id)).map((sub) => sub.id));
  };

  // Shown under the list, and under its placeholder too: on a phone the results stand below
  // the filter, and a row appearing with the list would push them down.
  const actions = (
    <div className={styles.actions}>
      <Button
        variant="ghost"
        size="sm"
        disabled={loading || selected.length === 0}
        onClick={() => onChange([])}
      >
        {t('listing.clearFilters')}
      </Button>
    </div>
  );

  let body = null;
  if (loading) {
    body = (
      <>
        <div className={styles.options} aria-hidden="true">
          {Array.from({ length: skeletonCount }, (_, index) => (
            <span key={index} className={styles.skeletonRow}>
              <Skeleton inlineSize={vars.size.icon} blockSize={vars.size.icon} radius="sm" />
              <Skeleton inlineSize={`${55 + ((index * 17) % 30)}%`} blockSize="0.9em" />
            </span>
          ))}
        </div>
        {actions}
      </>
    );
  } else if (subCategories.length > 0) {
    body = (
      <>
        <ul className={styles.options}>
          {subCategories.map((sub) => (
            <li key={sub.id}>
              <Checkbox
                label={<bdi>{sub.title}</bdi>}
                name="subCategory"
                value={String(sub.id)}
                checked={checked.has(sub.id)}
                onChange={(event) => toggle(sub.id, event.target.checked)}
              />
            </li>
          ))}
        </ul>
        {actions}
      </>
    );
  }

  return (
    <form ref={formRef} className={styles.root}>
      <fieldset
        className={styles.fieldset}
        aria-busy={loading || undefined}
        data-loading={loading || undefined}
        data-active={selected.length > 0 || undefined}
      >
        <legend className={styles.legend}>{t('listing.categoriesTitle')}</legend>
        {body}
      </fieldset>
    </form>
  );
}
