/** The footer of every public page: the sections, the contact data from configuration and the hours. */
import { Link } from 'react-router-dom';
import { POOL_HOURS, formatBusinessHours, receptionHours } from '@camping/contracts/business-hours';
import { PUBLIC_NAV } from '@camping/contracts/public-pages';
import { useSitio } from '@camping/ui/hooks/use-sitio';

export function PublicFooter() {
  const { data: sitio } = useSitio();
  const year = new Date().getFullYear();
  return (
    <footer className="public-footer">
      <div className="public-footer-inner">
        <div>
          <p className="public-footer-brand">
            <img src="/logo.svg" alt="" width="36" height="36" /> {sitio?.nombre ?? 'Camping y Cabañas'}
          </p>
          <p>Camping, cabañas y dormis con tres piletas en San Luis, Argentina. Abierto todo el año.</p>
        </div>
        <nav aria-label="Secciones del sitio">
          <ul>
            {PUBLIC_NAV.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <address>
          {sitio ? (
            <>
              <span>{sitio.direccion}</span>
              <a href={`tel:+${sitio.whatsapp}`}>{sitio.telefono}</a>
              <a href={`mailto:${sitio.email}`}>{sitio.email}</a>
            </>
          ) : null}
          <span>
            Recepción {formatBusinessHours(receptionHours(sitio?.horario_atencion))} · Piletas {formatBusinessHours(POOL_HOURS)}
          </span>
        </address>
      </div>
      <p className="public-footer-copy">© {year} {sitio?.nombre ?? 'Camping y Cabañas'} · San Luis, Argentina</p>
    </footer>
  );
}
