import { useId, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@rimal/i18n';
import { paths, type Category } from '@rimal/core';
import { CartIcon, CloseIcon, MenuIcon } from '../../icons';
import { useInBrowser } from '../../hooks/useInBrowser';
import { IconButton } from '../IconButton';
import { LanguageSwitcher } from '../LanguageSwitcher';
import { Logo } from '../Logo';
import * as styles from './Navbar.css';
import { Link, NavLink } from '../private/SiteLink';
import { NavSubmenu } from './NavSubmenu';

export const newReleaseLinks = [
  { to: paths.brandPage('gourmet'), key: 'nav.gourmet' },
  { to: paths.brandPage('vegan'), key: 'nav.vegan' },
  { to: paths.brandPage('bites'), key: 'nav.bites' },
] as const;

export interface NavbarProps {
  /** Number of distinct lines in the cart (docs/requirements.md §2). */
  cartCount: number;
  /** Whether the cart panel is open; reflected as `aria-expanded` on the cart button. */
  cartOpen: boolean;
  /** Called when the cart button is pressed, to open or close the cart panel. */
  onCartToggle: () => void;
  /** Id of the cart panel the cart button controls. @default cart-panel */
  cartPanelId?: string;
  /** The cart button, so the cart panel can give focus back to it on close. */
  cartButtonRef?: Ref<HTMLButtonElement>;
  /** The language the site is shown in, checked in the language menu. */
  language: Language;
  /** Called with the language the shopper picks from the language menu. */
  onLanguageChange: (language: Language) => void;
  /** Id of the main content the skip link jumps to. @default content */
  contentId?: string;
  /**
   * The catalog's categories, in the language shown: each listing linked under Shop. None (a
   * catalog that has not answered) leaves Shop a link alone. @default []
   */
  categories?: readonly Pick<Category, 'id' | 'title'>[];
}

/**
 * The site's header on every page: a skip link, the logo, the main links (a menu button when
 * narrow), the language switcher and the cart button with its count. Until the app has taken a
 * prerendered page over, and without JavaScript, the menu button opens the links as a popover,
 * which the browser alone shows and dismisses; submenus open on hover and focus, and stand open
 * in the phone's menu (Navbar.css.ts).
 */
export function Navbar({
  cartCount,
  cartOpen,
  onCartToggle,
  cartPanelId = 'cart-panel',
  cartButtonRef,
  language,
  onLanguageChange,
  contentId = 'content',
  categories = [],
}: NavbarProps) {
  const { t } = useTranslation('common');
  const [menuOpen, setMenuOpen] = useState(false);
  const inBrowser = useInBrowser();
  const navId = useId();
  const navigated = () => setMenuOpen(false);
  const shop = { to: paths.shop, label: t('nav.shop') };

  return (
    <header className={styles.header}>
      <a href={`#${contentId}`} className={styles.skipLink}>
        {t('skipToContent')}
      </a>
      <div className={styles.bar}>
        <Link
          to={paths.home}
          className={styles.home}
          aria-label={t('nav.home')}
          onClick={navigated}
        >
          <Logo />
        </Link>
        <nav
          id={navId}
          aria-label={t('nav.label')}
          className={styles.nav}
          data-open={menuOpen}
          popover={inBrowser ? undefined : 'auto'}
        >
          <ul className={styles.links}>
            {categories.length > 0 ? (
              <NavSubmenu
                link={shop}
                label={t('nav.categories')}
                entries={categories.map(({ id, title }) => ({
                  to: paths.products(id),
                  label: title,
                }))}
                onNavigate={navigated}
              />
            ) : (
              <li>
                <NavLink to={shop.to} className={styles.link} onClick={navigated}>
                  {shop.label}
                </NavLink>
              </li>
            )}
            <NavSubmenu
              label={t('nav.newRelease')}
              menuLabel={t('nav.newReleaseMenu')}
              entries={newReleaseLinks.map(({ to, key }) => ({ to, label: t(key) }))}
              onNavigate={navigated}
            />
            <li>
              <NavLink to={paths.promotion} className={styles.link} onClick={navigated}>
                {t('nav.promotions')}
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.about} className={styles.link} onClick={navigated}>
                {t('nav.about')}
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.contact} className={styles.link} onClick={navigated}>
                {t('nav.contact')}
              </NavLink>
            </li>
          </ul>
        </nav>
        <div className={styles.tools}>
          <LanguageSwitcher value={language} onChange={onLanguageChange} compact />
          <IconButton
            ref={cartButtonRef}
            label={t('cart.label', { count: cartCount })}
            icon={<CartIcon size="lg" />}
            aria-expanded={cartOpen}
            aria-controls={cartPanelId}
            aria-haspopup="dialog"
            onClick={onCartToggle}
          >
            {cartCount > 0 && (
              <span className={styles.cartCount} aria-hidden="true" data-testid="cart-count">
                {cartCount}
              </span>
            )}
          </IconButton>
          <span className={styles.menuButton}>
            <IconButton
              label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
              icon={menuOpen ? <CloseIcon /> : <MenuIcon />}
              aria-expanded={menuOpen}
              aria-controls={navId}
              popoverTarget={inBrowser ? undefined : navId}
              onClick={() => setMenuOpen((open) => !open)}
            />
          </span>
        </div>
      </div>
    </header>
  );
}
