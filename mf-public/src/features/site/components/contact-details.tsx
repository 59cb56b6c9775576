/** Address, phone, e-mail and hours, all from configuration (GET /api/public/sitio), never hard-coded. */
import { Spinner } from '@camping/ui/spinner';
import { useSitio } from '@camping/ui/hooks/use-sitio';
import { FACTS, horarios } from '../business-facts';
import { Icon } from './icons';
import { WhatsappLink } from './whatsapp-link';

export function ContactDetails() {
  const { data: sitio, isError } = useSitio();
  return (
    <div className="pub-contact-details">
      {sitio ? (
        <ul className="pub-contact-list">
          <li>
            <Icon name="mapa" />
            <span>
              <strong>Dirección</strong>
              <span data-testid="contact-address">{sitio.direccion}</span>
            </span>
          </li>
          <li>
            <Icon name="telefono" />
            <span>
              <strong>Teléfono y WhatsApp</strong>
              <a href={`tel:+${sitio.whatsapp}`} data-testid="contact-phone">
                {sitio.telefono}
              </a>
            </span>
          </li>
          <li>
            <Icon name="mail" />
            <span>
              <strong>E-mail</strong>
              <a href={`mailto:${sitio.email}`} data-testid="contact-email">
                {sitio.email}
              </a>
            </span>
          </li>
        </ul>
      ) : isError ? (
        <p className="pub-contact-error" role="alert">
          No pudimos cargar los datos de contacto. Intente nuevamente en unos minutos.
        </p>
      ) : (
        <Spinner label="Cargando datos de contacto..." />
      )}
      <div className="pub-hours">
        <h3>
          <Icon name="reloj" /> Horarios
        </h3>
        <ul>
          {horarios(sitio?.horario_atencion).map((h) => (
            <li key={h.lugar}>
              <span>{h.lugar}</span> <strong>{h.horario}</strong>
            </li>
          ))}
          <li>
            <strong>{FACTS.abiertoTodoElAnio}</strong>
          </li>
        </ul>
      </div>
      <WhatsappLink className="btn btn-accent">Reservar Ahora</WhatsappLink>
    </div>
  );
}
