import { useHref, useLinkClickHandler } from 'react-router';
import { LinkElement, type LinkElementProps } from '../components/ui/index.ts';

export interface AppLinkProps extends Omit<LinkElementProps, 'href' | 'target' | 'onClick'> {
  to: string;
}

/** The kit's link for a route of this app: a real href (base path included), routed in place. */
export function AppLink({ to, ...props }: AppLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to);
  return <LinkElement {...props} href={href} onClick={navigate} />;
}
