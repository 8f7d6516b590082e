import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, userEvent, within } from 'storybook/test';
import { RadioGroup } from './RadioGroup';

const salesOptions = ['export', 'privateLabel', 'uae', 'ksa'] as const;

function SalesRadios({
  error = false,
  orientation,
}: {
  error?: boolean;
  orientation?: 'horizontal' | 'vertical';
}) {
  const { t } = useTranslation(['contact', 'common']);
  const [value, setValue] = useState('');
  return (
    <RadioGroup
      legend={t('contact:form.salesOptionsLegend')}
      name="selectedOptionSales"
      value={value}
      required
      orientation={orientation}
      error={error && !value ? t('common:validation.required') : undefined}
      options={salesOptions.map((id) => ({ value: id, label: t(`contact:salesOptions.${id}`) }))}
      onChange={(event) => setValue(event.target.value)}
    />
  );
}

const meta = {
  title: 'Primitives/RadioGroup',
  component: SalesRadios,
  subcomponents: { RadioGroup },
} satisfies Meta<typeof SalesRadios>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The choices side by side, wrapping when narrow: for two or three short choices. */
export const Horizontal: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Export' }));
    await expect(canvas.getByRole('radio', { name: 'Export' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Private label' })).toBeChecked();
  },
};

/** One under another, for longer labels. */
export const Vertical: Story = { args: { orientation: 'vertical' } };

/** Nothing chosen on submit: the group is invalid and reads its message. */
export const WithError: Story = {
  args: { error: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('radiogroup', { name: 'What would you like to discuss?' }),
    ).toHaveAccessibleDescription('This field is required');
  },
};

/** Pinned to Arabic: the radios on the inline start of each label, right to left. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const radios = within(canvasElement).getAllByRole('radio');
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await userEvent.click(radios[0]!);
    await userEvent.keyboard('{ArrowDown}');
    await expect(radios[1]).toBeChecked();
  },
};
