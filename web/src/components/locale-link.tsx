import { useLingui } from '@lingui/react';
import type { Locale } from '@tasklane/domain';
import { forwardRef, type ComponentProps } from 'react';
import { Link as RouterLink, NavLink as RouterNavLink } from 'react-router';
import { localizedHref } from '../config/public-pages';

/** Turns a public page's English path into the one in the language being read ('/pricing' → '/fr/pricing'). */
export function useLocalizedHref(): (href: string) => string {
  const { i18n } = useLingui();
  const locale: Locale = i18n.locale === 'fr' ? 'fr' : 'en';
  return (href) => localizedHref(href, locale);
}

/**
 * react-router's Link, pointing public pages at their twin in the current language, so a reader
 * of the French pages stays on French URLs. Paths of signed-in screens pass through unchanged.
 */
export const Link = forwardRef<HTMLAnchorElement, ComponentProps<typeof RouterLink>>(function Link(
  { to, ...rest },
  ref,
) {
  const localize = useLocalizedHref();
  return <RouterLink ref={ref} to={typeof to === 'string' ? localize(to) : to} {...rest} />;
});

export const NavLink = forwardRef<HTMLAnchorElement, ComponentProps<typeof RouterNavLink>>(function NavLink(
  { to, ...rest },
  ref,
) {
  const localize = useLocalizedHref();
  return <RouterNavLink ref={ref} to={typeof to === 'string' ? localize(to) : to} {...rest} />;
});
