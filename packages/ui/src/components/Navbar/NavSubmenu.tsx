import { useCallback, useId, useRef, useState, type PointerEvent } from 'react';
import { ChevronDownIcon } from '../../icons';
import { useDismiss } from '../../hooks/useDismiss';
import { NavLink } from '../private/SiteLink';
import * as styles from './Navbar.css';

export interface NavSubmenuEntry {
  to: string;
  label: string;
}

export interface NavSubmenuProps {
  /** The button's text; beside `link`, its accessible name (the submenu's too). */
  label: string;
  /** The submenu's accessible name. @default label */
  menuLabel?: string;
  /** A page of its own before the button (Shop, whose submenu lists its categories). */
  link?: NavSubmenuEntry;
  entries: readonly NavSubmenuEntry[];
  /** Called when one of the links is followed, to close the phone's menu. */
  onNavigate: () => void;
}

/**
 * An entry of the main links with a submenu (WAI-ARIA disclosure navigation): a button, or a
 * link with a button beside it, opening a list of links. Hover opens it for a mouse only; touch
 * and pen open it with a tap (docs/requirements.md §2). Escape or a press elsewhere closes it.
 */
export function NavSubmenu({
  label,
  menuLabel = label,
  link,
  entries,
  onNavigate,
}: NavSubmenuProps) {
  const [open, setOpen] = useState(false);
  const itemRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const submenuId = useId();

  const close = useCallback((reason: 'escape' | 'outside') => {
    setOpen(false);
    if (reason === 'escape') buttonRef.current?.focus();
  }, []);
  useDismiss(itemRef, open, close);

  // A click that follows a hover-open must not close the menu the pointer just opened.
  const openedByHover = useRef(false);
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse' || open) return;
    openedByHover.current = true;
    setOpen(true);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse' || !open) return;
    openedByHover.current = false;
    setOpen(false);
  };
  const onClick = () => {
    if (openedByHover.current) {
      openedByHover.current = false;
      setOpen(true);
      return;
    }
    setOpen((wasOpen) => !wasOpen);
  };
  const navigated = () => {
    setOpen(false);
    onNavigate();
  };

  return (
    <li
      ref={itemRef}
      className={link ? styles.splitDropdown : styles.dropdown}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
    >
      {link && (
        <NavLink to={link.to} className={styles.splitLink} onClick={navigated}>
          {link.label}
        </NavLink>
      )}
      <button
        ref={buttonRef}
        type="button"
        className={link ? styles.submenuButton : styles.link}
        aria-expanded={open}
        aria-controls={submenuId}
        aria-label={link ? label : undefined}
        onClick={onClick}
      >
        {!link && label}
        <span className={styles.chevron}>
          <ChevronDownIcon size="sm" />
        </span>
      </button>
      <ul id={submenuId} className={styles.submenu} hidden={!open} aria-label={menuLabel}>
        {entries.map((entry) => (
          <li key={entry.to}>
            <NavLink to={entry.to} className={styles.submenuLink} onClick={navigated}>
              {entry.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
