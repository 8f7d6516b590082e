import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, within } from 'storybook/test';
import { PleaseWait } from './PleaseWait';

const meta = {
  title: 'Checkout/PleaseWait',
  component: PleaseWait,
} satisfies Meta<typeof PleaseWait>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: 'please wait...' });
    await expect(status).toHaveTextContent('please wait...');
    await expect(status).toHaveAttribute('aria-live', 'polite');
  },
};

/** The note the checkout shows while the order is being confirmed. */
function WithNotice({ fill }: { fill?: boolean }) {
  const { t } = useTranslation('checkout');
  return <PleaseWait fill={fill} note={t('notice')} />;
}

export const WithNote: Story = {
  render: () => <WithNotice />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'please wait...' }),
    ).toHaveTextContent('Please do not close this page until your order is confirmed.');
  },
};

export const FillsThePage: Story = {
  render: () => <WithNotice fill />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'please wait...' }),
    ).toHaveAttribute('data-fill', 'true');
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  render: () => <WithNotice />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'يُرجى الانتظار...' }),
    ).toBeVisible();
  },
};
export const Japanese: Story = { globals: { locale: 'ja' }, render: () => <WithNotice /> };
export const Hindi: Story = { globals: { locale: 'hi' }, render: () => <WithNotice /> };
export const Narrow: Story = {
  render: () => <WithNotice />,
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '24rem' }}>
        <Story />
      </div>
    ),
  ],
};
