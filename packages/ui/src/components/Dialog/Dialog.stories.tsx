import { useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Dialog, type DialogProps } from './Dialog';
import { inColumn } from '../../fixtures/decorators';

interface Args {
  startOpen?: boolean;
  onClose?: () => void;
  closeOnBackdrop?: DialogProps['closeOnBackdrop'];
  size?: DialogProps['size'];
  /** Focus the primary action on open instead of the first focusable element. */
  focusAction?: boolean;
  /** Repeat the body text, to show a dialog taller than the screen. */
  longBody?: boolean;
}

/** The success popup of the contact form, opened by a button on the page. */
function DialogDemo({
  startOpen = false,
  onClose,
  closeOnBackdrop,
  size,
  focusAction = false,
  longBody = false,
}: Args) {
  const { t } = useTranslation('contact');
  const [open, setOpen] = useState(startOpen);
  const action = useRef<HTMLButtonElement>(null);
  return (
    <div style={{ minBlockSize: '24rem' }}>
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <Dialog
        open={open}
        onClose={() => {
          setOpen(false);
          onClose?.();
        }}
        title={t('popup.title')}
        closeOnBackdrop={closeOnBackdrop}
        size={size}
        initialFocusRef={focusAction ? action : undefined}
        actions={
          <Button ref={action} onClick={() => setOpen(false)}>
            {t('popup.home')}
          </Button>
        }
      >
        <p>{t('status.success')}</p>
        {Array.from({ length: longBody ? 12 : 1 }, (_, index) => (
          <p key={index}>{t('popup.text')}</p>
        ))}
      </Dialog>
    </div>
  );
}

const meta = {
  title: 'Site/Dialog',
  component: DialogDemo,
  subcomponents: { Dialog },
  // A modal covers the whole page: on the docs page each story gets a frame of its own.
  parameters: { docs: { story: { inline: false, height: '32rem' } } },
  args: { onClose: fn() },
} satisfies Meta<typeof DialogDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The dialog open over the page: title, text, actions and a close button. */
export const Open: Story = {
  args: { startOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Thank you!' });
    await expect(dialog).toHaveAccessibleDescription(
      'Thanks for contacting will get back soon ! Your message is on its way to the right team.',
    );
    await expect(dialog).toHaveAttribute('open');
    await expect(
      within(dialog).getByRole('heading', { level: 2, name: 'Thank you!' }),
    ).toBeVisible();
  },
};

/** Opening moves focus into the dialog; closing puts it back on the button that opened it. */
export const FocusMovesInAndBack: Story = {
  play: async ({ canvasElement, args }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Open dialog' });
    await userEvent.click(opener);
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Thank you!' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce());
    await expect(dialog).not.toHaveAttribute('open');
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** While it is open the page behind cannot be reached, by pointer or by Tab. */
export const PageBehindIsInert: Story = {
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Open dialog' });
    await userEvent.click(opener);
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Thank you!' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    // A modal dialog makes the rest of the page inert: nothing behind it can take focus.
    opener.focus();
    await expect(opener).not.toHaveFocus();
    await expect(dialog.contains(document.activeElement)).toBe(true);
  },
};

/** Focus can start on the dialog's main action instead of its first control. */
export const InitialFocusOnAction: Story = {
  args: { focusAction: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open dialog' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Thank you!' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Home' })).toHaveFocus());
  },
};

/** The close button closes it and returns focus. */
export const CloseButton: Story = {
  args: { startOpen: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Thank you!' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce());
    await expect(dialog).not.toHaveAttribute('open');
  },
};

/** A click on the backdrop closes it, like Escape. */
export const BackdropClickCloses: Story = {
  args: { startOpen: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Thank you!' });
    // A click on the <dialog> element itself, outside its panel, lands on the backdrop.
    await userEvent.pointer({ keys: '[MouseLeft]', target: dialog, coords: { x: 1, y: 1 } });
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce());
  },
};

/** A dialog that must be answered ignores a click on the backdrop. */
export const BackdropClickIgnored: Story = {
  args: { startOpen: true, closeOnBackdrop: false },
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Thank you!' });
    await userEvent.pointer({ keys: '[MouseLeft]', target: dialog, coords: { x: 1, y: 1 } });
    await expect(dialog).toHaveAttribute('open');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** The component that opened it can close it too, and focus still returns. */
export const ClosedByTheParent: Story = {
  args: { startOpen: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Thank you!' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Home' }));
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    // The parent closed it itself: that close is not reported back.
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** The wide size, for content that needs room. */
export const Wide: Story = { args: { startOpen: true, size: 'md' } };
/** More text than fits: the dialog scrolls inside, its title and actions stay reachable. */
export const LongContent: Story = { args: { startOpen: true, longBody: true } };

/** On a narrow screen the dialog takes the width it has. */
export const Narrow: Story = {
  args: { startOpen: true },
  decorators: [inColumn('24rem')],
};

/** Pinned to Arabic: right to left, the close button on the inline end. */
export const Arabic: Story = {
  args: { startOpen: true },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'إغلاق' })).toBeVisible();
  },
};
/** Pinned to Hindi: longer Devanagari text in the same dialog. */
export const Hindi: Story = { args: { startOpen: true }, globals: { locale: 'hi' } };
/** Pinned to Japanese: the CJK face and line breaking. */
export const Japanese: Story = { args: { startOpen: true }, globals: { locale: 'ja' } };
/** Pinned to Korean: the CJK face and line breaking. */
export const Korean: Story = { args: { startOpen: true }, globals: { locale: 'ko' } };
