import type { AnchorHTMLAttributes } from 'react';
import { Link as RouterLink } from 'wouter';

/**
 * An in-app link: a plain <a href> in the HTML (works without JavaScript), a client-side
 * navigation once hydrated.
 */
export function Link({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return <RouterLink href={href} {...rest} />;
}
