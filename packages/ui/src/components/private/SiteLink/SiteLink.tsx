import type { ComponentProps } from 'react';
import { Link as RouterLink, NavLink as RouterNavLink } from 'react-router-dom';
import { usePageInLanguage } from '../../../hooks/usePageInLanguage';

/** React Router's link, to the page in the language shown (`/about` → `/ar/about`). */
export function Link({ to, ...props }: ComponentProps<typeof RouterLink>) {
  const inLanguage = usePageInLanguage();
  return <RouterLink to={inLanguage(to)} {...props} />;
}

/** React Router's navigation link, to the page in the language shown; active there too. */
export function NavLink({ to, ...props }: ComponentProps<typeof RouterNavLink>) {
  const inLanguage = usePageInLanguage();
  return <RouterNavLink to={inLanguage(to)} {...props} />;
}
