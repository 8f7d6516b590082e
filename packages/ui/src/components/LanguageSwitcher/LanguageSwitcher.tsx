import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { addressInLanguage, languages, type Language } from '@rimal/i18n';
import { CheckIcon, ChevronDownIcon } from '../../icons';
import { useDismiss } from '../../hooks/useDismiss';
import { useInBrowser } from '../../hooks/useInBrowser';
import { opensElsewhere } from '../private/SiteLink/opensElsewhere';
import { moveMenuFocus } from '../../hooks/useRovingFocus';
import { Flag } from '../Flag';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './LanguageSwitcher.css';

export interface LanguageSwitcherProps {
  /** The language shown now. */
  value: Language;
  /** Called with the chosen language; the menu closes (docs/requirements.md §2). */
  onChange: (language: Language) => void;
  /** Show only the flag and code on the trigger (narrow headers). @default false */
  compact?: boolean;
}

/**
 * A menu button of the seven languages, each named in its own language and script. Each item is
 * a link to this page in its language (`hreflang`, `lang`), so that the menu works before and
 * without JavaScript: until the app has taken the page over, the button opens the menu as a
 * popover, which the browser alone shows, dismisses and closes on Escape.
 */
export function LanguageSwitcher({ value, onChange, compact = false }: LanguageSwitcherProps) {
  const { t } = useTranslation('common');
  const location = useLocation();
  const inBrowser = useInBrowser();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const current = languages.find((language) => language.code === value) ?? languages[0];

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  }, []);
  useDismiss(rootRef, open, (reason) => close(reason === 'escape'));

  const focusItem = (code: string) =>
    requestAnimationFrame(() =>
      rootRef.current?.querySelector<HTMLElement>(`[data-language="${code}"]`)?.focus(),
    );

  const openMenu = (focusCode: string = value) => {
    setOpen(true);
    focusItem(focusCode);
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowUp' ? (languages.at(-1)?.code ?? value) : value);
    }
  };

  const choose = (code: Language) => {
    close(true);
    if (code !== value) onChange(code);
  };

  return (
    <div ref={rootRef} className={styles.root}>
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        popoverTarget={inBrowser ? undefined : menuId}
        onClick={() => (open ? close(false) : openMenu())}
        onKeyDown={onTriggerKeyDown}
      >
        <Flag language={current.code} />
        {compact ? (
          <>
            <span>{current.code.toUpperCase()}</span>
            <VisuallyHidden>{` ${t('language.current', { language: current.nativeName })}`}</VisuallyHidden>
          </>
        ) : (
          <>
            <VisuallyHidden>{`${t('language.label')} `}</VisuallyHidden>
            <span lang={current.code}>{current.nativeName}</span>
          </>
        )}
        <span className={styles.chevron}>
          <ChevronDownIcon size="sm" />
        </span>
      </button>
      <ul
        id={menuId}
        role="menu"
        aria-label={t('language.menu')}
        className={styles.menu}
        popover={inBrowser ? undefined : 'auto'}
        hidden={inBrowser ? !open : undefined}
        onKeyDown={(event) => {
          moveMenuFocus(event);
          if (event.key === 'Tab') close(false);
        }}
      >
        {languages.map((language) => (
          <li key={language.code} role="none">
            <a
              href={addressInLanguage(location, language.code)}
              hrefLang={language.code}
              role="menuitemradio"
              aria-checked={language.code === value}
              data-language={language.code}
              lang={language.code}
              dir={language.dir}
              className={styles.item}
              tabIndex={inBrowser ? -1 : undefined}
              onClick={(event) => {
                if (opensElsewhere(event)) return;
                event.preventDefault();
                choose(language.code);
              }}
            >
              <Flag language={language.code} />
              <span className={styles.itemName}>{language.nativeName}</span>
              {language.code === value && (
                <span className={styles.check}>
                  <CheckIcon size="sm" />
                </span>
              )}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
