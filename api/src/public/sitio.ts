import type { Sitio } from '@camping/contracts/schemas/sitio';
import { whatsappPhoneDigits } from '@camping/contracts/phone';
import type { AppConfig } from '../config/app-config';
import { parseBusinessHours } from '@camping/contracts/business-hours';

/**
 * Contact data from configuration (never hard-coded in a page). The «Reservar Ahora» WhatsApp number is the one
 * staff set in Configuración (`whatsapp_negocio`, issue 16) when there is one, else BUSINESS_PHONE's.
 */
export function sitioFromConfig(config: AppConfig, whatsappNegocio?: string | null): Sitio {
  const direccion = config.BUSINESS_ADDRESS;
  return {
    telefono: config.BUSINESS_PHONE,
    whatsapp: whatsappPhoneDigits(whatsappNegocio) ?? config.BUSINESS_PHONE.replace(/\D/g, ''),
    email: config.BUSINESS_EMAIL,
    direccion,
    nombre: config.BUSINESS_NAME,
    // Checked at start (app-config), so it parses.
    horario_atencion: parseBusinessHours(config.BUSINESS_HOURS) ?? undefined,
    mapa_url:
      config.BUSINESS_MAP_URL ?? `https://maps.google.com/maps?q=${encodeURIComponent(direccion)}&output=embed`,
  };
}
