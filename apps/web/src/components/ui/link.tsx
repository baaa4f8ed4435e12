import type { ReactNode, RefAttributes } from 'react';
import {
  type LinkProps,
  type NavigateOptions,
  type NavigateProps,
  type NavLinkProps,
  Link as RouterLink,
  Navigate as RouterNavigate,
  NavLink as RouterNavLink,
  useNavigate as useRouterNavigate,
} from 'react-router';
import type { Href } from '../../config/paths';

type ToHref<Props> = Omit<Props, 'to'> & { to: Href };

// React Router's own components and hook, typed to take only a link of the route table (config/paths.ts):
// no wrapper at run time, so the first load does not grow. Biome forbids importing the originals elsewhere
// (one explained exception: error-message.tsx). External links (mailto:, https:) stay plain <a>.

export const Link: (props: ToHref<LinkProps> & RefAttributes<HTMLAnchorElement>) => ReactNode = RouterLink;

export const NavLink: (props: ToHref<NavLinkProps> & RefAttributes<HTMLAnchorElement>) => ReactNode =
  RouterNavLink;

export const Navigate: (props: ToHref<NavigateProps>) => ReactNode = RouterNavigate;

export const useNavigate: () => (to: Href, options?: NavigateOptions) => void = useRouterNavigate;

/** Back one entry of the history, as the browser's back button: a step kept in the address goes back too. */
export function useGoBack(): () => void {
  const navigate = useRouterNavigate();
  return () => {
    navigate(-1);
  };
}
