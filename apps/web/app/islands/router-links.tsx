/**
 * What an island needs of 'react-router' (the islands build points the package here).
 * A static page has no router: a link is a plain link, and the page it opens is a new
 * document. Only what island components import exists; anything else fails the build.
 */
import type { AnchorHTMLAttributes } from 'react';

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

export function Link({ to, ...rest }: LinkProps) {
  return <a href={to} {...rest} />;
}
