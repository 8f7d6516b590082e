import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, userEvent, within } from 'storybook/test';
import { Select } from './Select';

const cityIds = [
  'abuDhabi',
  'dubai',
  'sharjah',
  'ajman',
  'ummAlQuwain',
  'fujairah',
  'rasAlKhaimah',
  'alAin',
] as const;

function CitySelect({
  error = false,
  disabled = false,
  initial = '',
}: {
  error?: boolean;
  disabled?: boolean;
  initial?: string;
}) {
  const { t } = useTranslation(['checkout', 'common']);
  const [value, setValue] = useState(initial);
  return (
    <div style={{ maxInlineSize: '20rem' }}>
      <Select
        name="city"
        label={t('checkout:customer.city')}
        placeholder={t('checkout:customer.cityPlaceholder')}
        options={cityIds.map((id) => ({ value: id, label: t(`checkout:cities.${id}`) }))}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        required
        disabled={disabled}
        error={error ? t('common:validation.city') : undefined}
      />
    </div>
  );
}

const meta = {
  title: 'Primitives/Select',
  component: CitySelect,
  subcomponents: { Select },
} satisfies Meta<typeof CitySelect>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: the placeholder ("Select Your City") is the first, empty choice. */
export const Placeholder: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'City' });
    await expect(select).toHaveValue('');
    await expect(
      within(select).getByRole('option', { name: 'Select Your City' }),
    ).toBeInTheDocument();
    await userEvent.selectOptions(select, 'dubai');
    await expect(select).toHaveValue('dubai');
  },
};

/** A city chosen, as the form is sent. */
export const Chosen: Story = { args: { initial: 'alAin' } };

/** Required and left empty: the select is invalid and reads its message. */
export const WithError: Story = {
  args: { error: true },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox');
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Choose one of the listed cities');
  },
};

/** Greyed out; its value is not sent. */
export const Disabled: Story = { args: { disabled: true, initial: 'dubai' } };
/** Pinned to Arabic: the chevron on the inline end, the cities in Arabic. */
export const Arabic: Story = { globals: { locale: 'ar' }, args: { error: true } };
/** Pinned to Korean: the CJK face in the closed select and its options. */
export const Korean: Story = { globals: { locale: 'ko' } };
