import { Link } from '../../components/ui/link';
import { type Href, paths } from '../../config/paths';
import { COMPANY, CONTACT_EMAIL } from '../../config/site';
import { contactMailto } from '../../lib/mailto';
import { Logo } from './logo';
import { SocialIcons } from './social-icons';

const QUICK_LINKS = [
  { to: paths.workWithUs.href(), label: 'Lavora con noi' },
  { to: paths.policies.href('service-regulation'), label: 'Regolamento del servizio' },
  { to: paths.policies.href('privacy-policy'), label: 'Informativa sulla privacy' },
  { to: paths.policies.href('refund-policy'), label: 'Politica di rimborso' },
];

const SERVICE_LINKS = [
  { to: paths.about.href(), label: 'Perché Verificauto' },
  { to: paths.howToSell.href(), label: 'Come vendere' },
  { to: paths.howToBuy.href(), label: 'Come comprare' },
];

function LinkColumn({ title, links }: { title: string; links: { to: Href; label: string }[] }) {
  return (
    <nav aria-label={title} className="col-6 col-md-3">
      <h2 className="footer-heading mb-3">{title}</h2>
      <ul className="list-unstyled d-grid gap-2 mb-0">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer pt-5 pb-4 mt-auto">
      <div className="container">
        <div className="row gy-4">
          <div className="col-12 col-md-6">
            <Logo className="footer-logo mb-3" inverted />
            <p className="mb-3 site-footer-about">
              Ispezioni professionali di auto usate nelle officine partner e report online da condividere con
              chi compra.
            </p>
            <p className="mb-3">
              Scrivici: <a href={contactMailto()}>{CONTACT_EMAIL}</a>
            </p>
            <SocialIcons />
          </div>
          <LinkColumn title="Link rapidi" links={QUICK_LINKS} />
          <LinkColumn title="Il servizio" links={SERVICE_LINKS} />
        </div>
        <hr className="my-4 border-secondary" />
        <p className="small mb-0" data-testid="copyright">
          © {year} {COMPANY.legalName} · P. IVA {COMPANY.vatNumber} · {COMPANY.address}
        </p>
      </div>
    </footer>
  );
}
