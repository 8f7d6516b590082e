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

/** The checkout's wait, announced politely as a status so a screen reader is not interrupted. */
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

/** The wait with its note: do not close the page until the order is confirmed, or the order may be lost. */
export const WithNote: Story = {
  render: () => <WithNotice />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'please wait...' }),
    ).toHaveTextContent('Please do not close this page until your order is confirmed.');
  },
};

/** The wait filling the page, for when nothing else of the checkout can be shown meanwhile. */
export const FillsThePage: Story = {
  render: () => <WithNotice fill />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'please wait...' }),
    ).toHaveAttribute('data-fill', 'true');
  },
};

/** The wait and its note in Arabic, announced by the Arabic status name. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  render: () => <WithNotice />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'يُرجى الانتظار...' }),
    ).toBeVisible();
  },
};
/** The wait and its note in Japanese, to check the face and centring. */
export const Japanese: Story = { globals: { locale: 'ja' }, render: () => <WithNotice /> };
/** The wait and its note in Hindi, to check Devanagari's height in the centred block. */
export const Hindi: Story = { globals: { locale: 'hi' }, render: () => <WithNotice /> };
/** At phone width the note wraps under the spinner without overflowing. */
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
