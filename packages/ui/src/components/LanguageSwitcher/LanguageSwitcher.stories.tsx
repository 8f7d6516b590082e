import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { languages, pageInLanguage, type Language } from '@rimal/i18n';
import { LanguageSwitcher } from './LanguageSwitcher';

function Controlled({
  initial = 'en',
  compact,
  onChange,
}: {
  initial?: Language;
  compact?: boolean;
  onChange?: (language: Language) => void;
}) {
  const [value, setValue] = useState<Language>(initial);
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', minBlockSize: '26rem' }}>
      <LanguageSwitcher
        value={value}
        compact={compact}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Site/LanguageSwitcher',
  component: Controlled,
  subcomponents: { LanguageSwitcher },
  args: { onChange: fn() },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The switcher as in the header: the current language's flag and name, its menu closed. */
export const Closed: Story = {};

/** Choosing Arabic from the seven languages closes the menu and returns focus to the button. */
export const ChooseWithPointer: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Language English' });
    await userEvent.click(trigger);
    const menu = canvas.getByRole('menu');
    await expect(within(menu).getAllByRole('menuitemradio')).toHaveLength(7);
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'العربية' }));
    await expect(args.onChange).toHaveBeenCalledWith('ar');
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(trigger).toHaveFocus();
  },
};

/** Arrow keys, End and Enter move through the menu and wrap round: a language changes without a mouse. */
export const ChooseWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(canvas.getByRole('menuitemradio', { name: 'English' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('menuitemradio', { name: 'Русский' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('menuitemradio', { name: '한국어' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('menuitemradio', { name: 'English' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('ko');
  },
};

/** Escape or a click elsewhere closes the menu without changing the language. */
export const EscapeAndOutsideClickClose: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button');
    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(trigger).toHaveFocus();
    await userEvent.click(trigger);
    await userEvent.click(canvasElement.ownerDocument.body);
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** The open menu of seven languages, each in its own script, for designers to review. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
  },
};

/** Only the flag and code on the button, for a narrow header where the full language name does not fit. */
export const Compact: Story = { args: { compact: true } };

/** The open menu on an Arabic page, with العربية marked as the current choice. */
export const ArabicOpen: Story = {
  globals: { locale: 'ar' },
  args: { initial: 'ar' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(
      within(canvasElement).getByRole('menuitemradio', { name: 'العربية' }),
    ).toHaveAttribute('aria-checked', 'true');
  },
};

/**
 * Each item is a link to the page shown, in its language (`hreflang`, `lang`): a crawler and a
 * visitor without JavaScript choose a language with it, and a click with a modifier opens it in
 * a new tab. Here the page is the product 99 in Russian.
 */
export const LinksToThePageInEachLanguage: Story = {
  parameters: { route: '/ru/product/99?sub=2#reviews' },
  args: { initial: 'ru' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button'));
    for (const { code, nativeName } of languages) {
      const item = canvas.getByRole('menuitemradio', { name: nativeName });
      await expect(item.tagName).toBe('A');
      await expect(item).toHaveAttribute(
        'href',
        `${pageInLanguage('/product/99', code)}?sub=2#reviews`,
      );
      await expect(item).toHaveAttribute('hreflang', code);
      await expect(item).toHaveAttribute('lang', code);
    }
  },
};
