import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { isLanguage, type Language } from '@rimal/i18n';
import { contentReads, paths } from '@rimal/core';
import { Navbar, type NavbarProps } from './Navbar';
import { inColumn } from '../../fixtures/decorators';
import { useResource } from '../../data';
import { useServices } from '../../services';

type Args = Partial<NavbarProps>;

/**
 * The navbar with a working language switcher (choosing a language really changes i18next's)
 * and the demo catalog's categories in the language shown, as the site reads them.
 */
function ConnectedNavbar(args: Args) {
  const { i18n } = useTranslation();
  const { content } = useServices();
  const [cartOpen, setCartOpen] = useState(false);
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const categoriesRead = contentReads.categories(language);
  const categories = useResource(categoriesRead.key, () => categoriesRead.load(content));
  return (
    <div style={{ minBlockSize: '18rem' }}>
      <Navbar
        cartCount={0}
        cartOpen={cartOpen}
        language={language}
        categories={categories.data}
        {...args}
        onCartToggle={() => {
          setCartOpen((open) => !open);
          args.onCartToggle?.();
        }}
        onLanguageChange={(next) => {
          void i18n.changeLanguage(next);
          args.onLanguageChange?.(next);
        }}
      />
      <main id="content" tabIndex={-1} style={{ padding: '1rem' }}>
        …
      </main>
    </div>
  );
}

const meta = {
  title: 'Site/Navbar',
  component: ConnectedNavbar,
  subcomponents: { Navbar },
  parameters: { layout: 'fullscreen' },
  args: { onCartToggle: fn(), onLanguageChange: fn() },
} satisfies Meta<typeof ConnectedNavbar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The header with an empty cart: no count on the cart button. */
export const Empty: Story = {};

/** Three lines in the cart: the count on the cart button, and its name says "Cart, 3 products". */
export const WithCartLines: Story = {
  args: { cartCount: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Cart, 3 products' })).toBeVisible();
    await expect(canvas.getByTestId('cart-count')).toHaveTextContent('3');
  },
};

/** The first Tab stop is the skip link to the main content, before the logo and the links. */
export const SkipLinkComesFirst: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#content');
  },
};

/** The New Release submenu opens while the pointer is over it and closes when it leaves. */
export const NewReleaseOpensOnHover: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'New Release' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.hover(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Gourmet' })).toBeVisible();
    await userEvent.unhover(trigger.parentElement!);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The New Release submenu opens and closes from the keyboard too. */
export const NewReleaseWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'New Release' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Gourmet' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveFocus();
  },
};

/** A click elsewhere closes the open submenu. */
export const NewReleaseClosesOnOutsideClick: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'New Release' });
    await userEvent.click(trigger);
    await expect(canvas.getByRole('link', { name: 'Vegan' })).toBeVisible();
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    await userEvent.click(canvas.getByRole('main'));
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/**
 * Beside Shop, a button opens the catalog's categories, each a link to its listing; Escape
 * closes them and gives focus back to the button.
 */
export const ShopCategories: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = await canvas.findByRole('button', { name: 'Shop by category' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const menu = within(canvas.getByRole('list', { name: 'Shop by category' }));
    const links = menu.getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      paths.products(1),
      paths.products(2),
      paths.products(3),
    ]);
    await expect(links[0]).toHaveTextContent(/\S/);
    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveFocus();
  },
};

/** The categories open under Shop, each named in the language shown, for designers to review. */
export const ShopCategoriesOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Shop by category' }));
    await expect(canvas.getByRole('list', { name: 'Shop by category' })).toBeVisible();
  },
};

/** A catalog that has not answered: Shop is a link alone, with no button of categories. */
export const WithoutCategories: Story = {
  args: { categories: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Shop' })).toHaveAttribute('href', paths.shop);
    await expect(canvas.queryByRole('button', { name: 'Shop by category' })).toBeNull();
  },
};

/** Each main link leads to the route the specification names. */
export const LinksGoWhereTheSpecSays: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation'));
    await expect(nav.getByRole('link', { name: 'Shop' })).toHaveAttribute('href', paths.shop);
    await expect(nav.getByRole('link', { name: 'Promotions' })).toHaveAttribute(
      'href',
      paths.promotion,
    );
    await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('href', paths.about);
    await expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', paths.contact);
    await expect(nav.getByRole('link', { name: 'Bites', hidden: true })).toHaveAttribute(
      'href',
      paths.brandPage('bites'),
    );
  },
};

/** The cart button opens and closes the cart panel and says whether it is open (`aria-expanded`). */
export const CartButtonTogglesThePanel: Story = {
  args: { cartCount: 1 },
  play: async ({ canvasElement, args }) => {
    const cart = within(canvasElement).getByRole('button', { name: 'Cart, 1 product' });
    await userEvent.click(cart);
    await expect(args.onCartToggle).toHaveBeenCalledOnce();
    await expect(cart).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(cart);
    await expect(cart).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Picking a language in the switcher reports it to the app. */
export const SwitchLanguage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'EN Language: English' }));
    await userEvent.click(canvas.getByRole('menuitemradio', { name: '日本語' }));
    await expect(args.onLanguageChange).toHaveBeenCalledWith('ja');
    await waitFor(() => expect(canvas.getByRole('button', { name: /日本語/ })).toBeVisible());
    // Put the shared story instance back for the stories that follow.
    await userEvent.click(canvas.getByRole('button', { name: /日本語/ }));
    await userEvent.click(canvas.getByRole('menuitemradio', { name: 'English' }));
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Shop' })).toBeVisible());
  },
};

/** On a narrow screen the links fold into a menu button. */
export const Mobile: Story = {
  args: { cartCount: 2 },
  decorators: [inColumn('24rem')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = canvas.getByRole('button', { name: 'Open menu' });
    await expect(canvas.queryByRole('link', { name: 'Shop' })).toBeNull();
    await userEvent.click(menu);
    await expect(canvas.getByRole('link', { name: 'Shop' })).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Shop by category' }));
    await expect(
      within(canvas.getByRole('list', { name: 'Shop by category' })).getAllByRole('link'),
    ).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Close menu' }));
    await expect(canvas.queryByRole('link', { name: 'Shop' })).toBeNull();
  },
};

/** Pinned to Arabic: the logo on the inline start (right), the cart and language on the left. */
export const Arabic: Story = { globals: { locale: 'ar' }, args: { cartCount: 4 } };
/** The narrow header in Arabic, mirrored. */
export const MobileArabic: Story = { ...Mobile, globals: { locale: 'ar' }, play: undefined };
/** Pinned to Hindi, with a two-digit cart count: longer link labels in the same header. */
export const Hindi: Story = { globals: { locale: 'hi' }, args: { cartCount: 12 } };
