/**
 * «Enviar WhatsApp» from a hold: opens wa.me with the guest's phone (+54 9 …) and the hold's message (stay, seña
 * asked, bank details, expiry). Without a usable phone it says why instead of offering a broken link; until the
 * settings arrive it waits.
 */
import { guestWhatsappLink, holdWhatsappMessage } from '@camping/contracts/guest-whatsapp';
import type { Configuracion } from '@camping/contracts/schemas/configuracion';
import type { Reserva } from '@camping/contracts/schemas/reserva';
import { GuestWhatsappAnchor } from './guest-whatsapp-anchor';

export interface HoldWhatsappLinkProps {
  reserva: Reserva;
  /** The complex's settings (seña and bank details); undefined while loading. */
  configuracion: Configuracion | undefined;
  /** The settings could not be loaded. */
  configuracionError?: boolean;
}

export function HoldWhatsappLink({ reserva, configuracion, configuracionError }: HoldWhatsappLinkProps) {
  if (configuracionError) {
    return (
      <p className="hold-whatsapp-note" role="note">
        No se pudieron cargar los datos de la seña (Configuración): intente nuevamente.
      </p>
    );
  }
  if (!configuracion) {
    return (
      <button type="button" className="btn btn-secondary" disabled>
        Preparando WhatsApp...
      </button>
    );
  }
  const link = guestWhatsappLink(reserva.telefono, holdWhatsappMessage(reserva, configuracion));
  return <GuestWhatsappAnchor link={link} label="Enviar WhatsApp con la seña" />;
}
