import { useCallback, useId, useRef, useState, type PointerEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@rimal/i18n';
import { paths } from '@rimal/core';
import { CartIcon, ChevronDownIcon, CloseIcon, MenuIcon } from '../../icons';
import { useDismiss } from '../../hooks/useDismiss';
import { IconButton } from '../IconButton';
import { LanguageSwitcher } from '../LanguageSwitcher';
import { Logo } from '../Logo';
import * as styles from './Navbar.css';
import { Link, NavLink } from '../private/SiteLink';

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
}

/**
 * The site's header on every page: a skip link, the logo, the main links (a menu button when
 * narrow), the language switcher and the cart button with its count.
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
}: NavbarProps) {
  const { t } = useTranslation('common');
  const [menuOpen, setMenuOpen] = useState(false);
  const [releasesOpen, setReleasesOpen] = useState(false);
  const releasesRef = useRef<HTMLLIElement>(null);
  const releasesButtonRef = useRef<HTMLButtonElement>(null);
  const navId = useId();
  const releasesId = useId();

  const closeReleases = useCallback((reason: 'escape' | 'outside') => {
    setReleasesOpen(false);
    if (reason === 'escape') releasesButtonRef.current?.focus();
  }, []);
  useDismiss(releasesRef, releasesOpen, closeReleases);

  // Hover opens the menu only for a mouse; touch and pen open it with a tap (docs/requirements.md §2).
  // A click that follows a hover-open must not close the menu the pointer just opened.
  const openedByHover = useRef(false);
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse' || releasesOpen) return;
    openedByHover.current = true;
    setReleasesOpen(true);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse' || !releasesOpen) return;
    openedByHover.current = false;
    setReleasesOpen(false);
  };
  const onReleasesClick = () => {
    if (openedByHover.current) {
      openedByHover.current = false;
      setReleasesOpen(true);
      return;
    }
    setReleasesOpen((open) => !open);
  };

  const navigated = () => {
    setReleasesOpen(false);
    setMenuOpen(false);
  };

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
        <nav id={navId} aria-label={t('nav.label')} className={styles.nav} data-open={menuOpen}>
          <ul className={styles.links}>
            <li>
              <NavLink to={paths.shop} className={styles.link} onClick={navigated}>
                {t('nav.shop')}
              </NavLink>
            </li>
            <li
              ref={releasesRef}
              className={styles.dropdown}
              onPointerEnter={onPointerEnter}
              onPointerLeave={onPointerLeave}
            >
              <button
                ref={releasesButtonRef}
                type="button"
                className={styles.link}
                aria-expanded={releasesOpen}
                aria-controls={releasesId}
                onClick={onReleasesClick}
              >
                {t('nav.newRelease')}
                <span className={styles.chevron}>
                  <ChevronDownIcon size="sm" />
                </span>
              </button>
              <ul
                id={releasesId}
                className={styles.submenu}
                hidden={!releasesOpen}
                aria-label={t('nav.newReleaseMenu')}
              >
                {newReleaseLinks.map((entry) => (
                  <li key={entry.to}>
                    <NavLink to={entry.to} className={styles.submenuLink} onClick={navigated}>
                      {t(entry.key)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </li>
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
              onClick={() => setMenuOpen((open) => !open)}
            />
          </span>
        </div>
      </div>
    </header>
  );
}
