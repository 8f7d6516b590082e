import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { SubCategory } from '@rimal/core';
import { subCategories as demoSubCategories } from '@rimal/mocks';
import { CategoryFilter, type CategoryFilterProps } from './CategoryFilter';

/** Sub-categories of a demo category, as the content client reads them. */
const subCategoriesOf = (categoryId: number): SubCategory[] =>
  demoSubCategories
    .filter((sub) => sub.attributes.categories.data.some((category) => category.id === categoryId))
    .map((sub) => ({ id: sub.id, title: sub.attributes.title }));

type Args = Omit<CategoryFilterProps, 'selected'> & { initial?: number[] };

/** The filter with its selection held in state, as the listing page holds it. */
function Controlled({ initial = [], onChange, ...props }: Args) {
  const [selected, setSelected] = useState(initial);
  return (
    <div style={{ maxInlineSize: '18rem' }}>
      <CategoryFilter
        {...props}
        selected={selected}
        onChange={(next) => {
          setSelected(next);
          onChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Shop/CategoryFilter',
  component: Controlled,
  subcomponents: { CategoryFilter },
  args: { subCategories: subCategoriesOf(1), onChange: fn() },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: four sub-category checkboxes, and Clear filters present but unavailable. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Product Categories' });
    await expect(within(group).getAllByRole('checkbox')).toHaveLength(4);
    await expect(within(group).getByRole('button', { name: 'Clear filters' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Ticking and unticking reports the chosen sub-category ids each time, so the listing refilters at once. */
export const TogglingCallsBackWithIds: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Milk chocolate dates' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([2]);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Dark chocolate dates' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([1, 2]);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Milk chocolate dates' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([1]);
    await expect(canvas.getByRole('checkbox', { name: 'Dark chocolate dates' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Milk chocolate dates' })).not.toBeChecked();
  },
};

/** Tab moves between checkboxes and Space ticks one: filtering works without a mouse. */
export const WithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Dark chocolate dates' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith([2]);
  },
};

/** Opening with two sub-categories ticked, as when a shopper returns to a filtered listing. */
export const WithSelection: Story = {
  args: { initial: [1, 4] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Dark chocolate dates' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Stuffed & filled dates' })).toBeChecked();
  },
};

/** Clear filters unticks everything in one press, then becomes unavailable again. */
export const ClearFilters: Story = {
  args: { initial: [1, 3] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const clear = canvas.getByRole('button', { name: 'Clear filters' });
    await expect(clear).not.toHaveAttribute('aria-disabled');
    await userEvent.click(clear);
    await expect(args.onChange).toHaveBeenCalledWith([]);
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).not.toBeChecked();
    await expect(clear).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Skeleton rows while sub-categories load; Clear filters keeps its place so the results do not jump. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Product Categories' });
    await expect(group).toHaveAttribute('aria-busy', 'true');
    await expect(within(group).queryByRole('checkbox')).toBeNull();
    await expect(group.querySelectorAll('[data-skeleton]').length).toBeGreaterThan(0);
    // The clear action keeps its place while the list loads: the results below do not move.
    await expect(within(group).getByRole('button', { name: 'Clear filters' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** docs/requirements.md §4: a failed sub-category load is ignored; the page passes no sub-categories. */
export const LoadFailedOrNone: Story = {
  args: { subCategories: [] },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Product Categories' });
    await expect(within(group).queryByRole('checkbox')).toBeNull();
    await expect(within(group).queryByRole('button')).toBeNull();
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

/** A long English label and an unbroken Japanese one: both wrap beside their checkbox. */
export const LongLabels: Story = {
  args: {
    subCategories: [
      {
        id: 1,
        title: 'Chocolate-covered Medjool dates with roasted almonds and a hint of cardamom',
      },
      { id: 2, title: 'ピスタチオクナーファ入りメジュールデーツチョコレートがけ' },
      ...subCategoriesOf(3),
    ],
  },
};

/** The sub-categories of another category, to check a different list length and labels. */
export const OtherCategory: Story = { args: { subCategories: subCategoriesOf(2) } };

/** A very narrow sidebar: labels wrap under themselves and the checkboxes stay aligned. */
export const Narrow: Story = {
  decorators: [(Story) => <div style={{ maxInlineSize: '12rem' }}>{Story()}</div>],
};

/** Right to left, with one box ticked: checkboxes move to the right of their Arabic labels. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { initial: [2] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'فئات المنتجات' })).toBeVisible();
  },
};
/** The filter in Japanese, to check the labels' face and the group heading. */
export const Japanese: Story = { globals: { locale: 'ja' } };
/** The filter in Hindi with one box ticked, to check Devanagari beside the checkboxes. */
export const Hindi: Story = { globals: { locale: 'hi' }, args: { initial: [1] } };
