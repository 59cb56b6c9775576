/** Right after Reserva Rápida creates a hold: the WhatsApp message to the guest, one click away. */
import { HoldWhatsappLink } from '@camping/ui/hold-whatsapp-link';
import { useConfiguracion } from '@camping/ui/hooks/use-configuracion';
import { useReserva } from '../api/use-reserva';

export function CreatedHoldWhatsapp({ id }: { id: number }) {
  const reserva = useReserva(id);
  const configuracion = useConfiguracion();
  if (!reserva.data) return null;
  return <HoldWhatsappLink reserva={reserva.data} configuracion={configuracion.data} configuracionError={configuracion.isError} />;
}
