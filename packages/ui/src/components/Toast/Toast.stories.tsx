import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ToastProvider, useToast, type ToastOptions } from './ToastProvider';
import { toastPresets } from './toastPresets';

function Trigger({
  messageKey,
  values,
  ...options
}: Omit<ToastOptions, 'message'> & { messageKey: string; values?: Record<string, unknown> }) {
  const { t, i18n } = useTranslation('shop');
  const toast = useToast();
  return (
    <Button
      onClick={() =>
        toast.show({ ...options, message: String(i18n.t(messageKey as never, values as never)) })
      }
    >
      {t('productCard.addToCart')}
    </Button>
  );
}

function Demo(
  props: Omit<ToastOptions, 'message'> & { messageKey?: string; values?: Record<string, unknown> },
) {
  return (
    <ToastProvider>
      <div style={{ minBlockSize: '14rem' }}>
        <Trigger messageKey="shop:toast.outOfStock" {...props} />
      </div>
    </ToastProvider>
  );
}

const meta = {
  title: 'Site/Toast',
  component: Demo,
  subcomponents: { ToastProvider },
  parameters: { layout: 'fullscreen' },
  args: { ...toastPresets.flow },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const showToast = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getAllByRole('button')[0]!);
};

/** A toast appears and its close button dismisses it. */
export const ShownAndDismissed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await showToast(canvasElement);
    const status = canvas
      .getAllByRole('status')
      .find((region) => region.textContent?.includes('Temporary out of stock'));
    await expect(status).toBeDefined();
    await userEvent.click(canvas.getByRole('button', { name: 'Close notification' }));
    await expect(canvas.queryByText('Temporary out of stock')).toBeNull();
  },
};

/** A toast closes by itself after its time: short messages need no action. */
export const ClosesByItself: Story = {
  args: { ...toastPresets.card, duration: 400 },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await showToast(canvasElement);
    await expect(body.getByText('Temporary out of stock')).toBeInTheDocument();
    await waitFor(() => expect(body.queryByText('Temporary out of stock')).toBeNull(), {
      timeout: 2000,
    });
  },
};

/** The countdown pauses while the pointer is over it, so it can be read to the end. */
export const PausesWhileHovered: Story = {
  args: { duration: 400 },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await showToast(canvasElement);
    const message = body.getByText('Temporary out of stock');
    await userEvent.hover(message);
    await new Promise((resolve) => setTimeout(resolve, 700));
    await expect(body.getByText('Temporary out of stock')).toBeVisible();
    await userEvent.unhover(message);
    await waitFor(() => expect(body.queryByText('Temporary out of stock')).toBeNull(), {
      timeout: 2000,
    });
  },
};

/** The same message twice in a row replaces the first instead of stacking up. */
export const SameMessageDoesNotStack: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await showToast(canvasElement);
    await showToast(canvasElement);
    await expect(body.getAllByText('Temporary out of stock')).toHaveLength(1);
  },
};

/** The placement used by the product card's add-to-cart feedback. */
export const CardPlacement: Story = {
  args: { ...toastPresets.card, duration: 60_000 },
  play: async ({ canvasElement }) => showToast(canvasElement),
};

/** The refusal a shopper sees at the flash-sale limit: the critical tone. */
export const FlashSaleLimit: Story = {
  args: { duration: 60_000, messageKey: 'shop:toast.flashSaleLimit', values: { limit: 2 } },
  play: async ({ canvasElement }) => {
    await showToast(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() =>
      expect(body.getByText('You can only add up to 2 flash sale items to the cart')).toBeVisible(),
    );
  },
};

/** The success tone, for something that went through. */
export const Success: Story = {
  args: {
    duration: 60_000,
    tone: 'success',
    messageKey: 'shop:toast.added',
    values: { title: 'Pistachio Kunafa Dates' },
  },
  play: async ({ canvasElement }) => showToast(canvasElement),
};

/** Pinned to Arabic: the toast on the mirrored side, its text right to left. */
export const ArabicMirrored: Story = {
  globals: { locale: 'ar' },
  args: { ...toastPresets.card, duration: 60_000 },
  play: async ({ canvasElement }) => {
    await showToast(canvasElement);
    const toast = within(canvasElement.ownerDocument.body).getByRole('button', {
      name: 'إغلاق الإشعار',
    });
    await expect(toast.getBoundingClientRect().left).toBeGreaterThan(window.innerWidth / 2);
  },
};
