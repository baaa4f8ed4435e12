import type { Role } from '@verificauto/shared/contracts/auth';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Link, NavLink } from '../../components/ui/link';
import { type Href, paths } from '../../config/paths';
import { SignOutButton } from '../../features/auth/components/sign-out-button';
import { useAuth } from '../../lib/auth-context';
import { Logo } from './logo';

const NAV_ITEMS = [
  { to: paths.about.href(), label: 'Perché Verificauto' },
  { to: paths.workWithUs.href(), label: 'Lavora con noi' },
];

/** The last item: the signed-in technician's and back office's own area instead of the profile. */
const AREA_ITEM: Record<Role, { to: Href; label: string }> = {
  user: { to: paths.profile.href(), label: 'Area riservata' },
  technician: { to: paths.workshop.href(), label: 'Officina' },
  backoffice: { to: paths.backoffice.href(), label: 'Back office' },
};

// Plain Bootstrap navbar markup: react-bootstrap's Navbar brings ~10 KB of transition code into the
// first load, which the 120 KB home budget cannot afford; the collapse needs no animation.
export function SiteHeader() {
  const [expanded, setExpanded] = useState(false);
  const location = useLocation();
  const { signedIn, role } = useAuth();
  const navItems = [...NAV_ITEMS, AREA_ITEM[role ?? 'user']];

  // The mobile menu closes after every navigation (docs/product.md#navigation).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation key on purpose.
  useEffect(() => setExpanded(false), [location.key]);

  const navRef = useRef<HTMLElement>(null);
  const togglerRef = useRef<HTMLButtonElement>(null);
  // Escape closes the open menu and gives the focus back to its button (WCAG 2.1.2, 2.4.3); it is left
  // alone when the focus is elsewhere on the page (a dialog has its own Escape).
  useEffect(() => {
    if (!expanded) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      const { target } = event;
      const inMenu = target === document.body || (target instanceof Node && navRef.current?.contains(target));
      if (event.key !== 'Escape' || !inMenu) return;
      setExpanded(false);
      togglerRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [expanded]);

  return (
    <header className="site-header">
      <nav ref={navRef} className="navbar navbar-expand-lg py-2" aria-label="Navigazione principale">
        <div className="container">
          <Link to={paths.home.href()} className="navbar-brand py-0" aria-label="Verificauto, vai alla home">
            <Logo className="brand-logo" />
          </Link>
          <button
            ref={togglerRef}
            type="button"
            className={`navbar-toggler${expanded ? '' : ' collapsed'}`}
            aria-controls="site-nav"
            aria-expanded={expanded}
            aria-label={expanded ? 'Chiudi il menu' : 'Apri il menu'}
            onClick={() => setExpanded((open) => !open)}
          >
            <span className="navbar-toggler-icon" />
          </button>
          <div id="site-nav" className={`navbar-collapse collapse${expanded ? ' show' : ''}`}>
            <ul className="navbar-nav site-nav ms-auto align-items-lg-center gap-lg-2">
              {navItems.map((item) => (
                <li key={item.to} className="nav-item">
                  <NavLink to={item.to} className="nav-link">
                    {item.label}
                  </NavLink>
                </li>
              ))}
              <li className="nav-item">
                <Link to={paths.booking.href()} className="btn btn-primary btn-book ms-lg-2 my-2 my-lg-0">
                  Prenota ora
                </Link>
              </li>
              {signedIn && (
                <li className="nav-item">
                  <SignOutButton />
                </li>
              )}
            </ul>
          </div>
        </div>
      </nav>
    </header>
  );
}
