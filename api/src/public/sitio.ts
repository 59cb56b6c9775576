import type { Sitio } from '@camping/contracts/schemas/sitio';
import type { AppConfig } from '../config/app-config';
import { parseBusinessHours } from '@camping/contracts/business-hours';

/** Contact data from configuration (never hard-coded in a page). */
export function sitioFromConfig(config: AppConfig): Sitio {
  const direccion = config.BUSINESS_ADDRESS;
  return {
    telefono: config.BUSINESS_PHONE,
    whatsapp: config.BUSINESS_PHONE.replace(/\D/g, ''),
    email: config.BUSINESS_EMAIL,
    direccion,
    nombre: config.BUSINESS_NAME,
    // Checked at start (app-config), so it parses.
    horario_atencion: parseBusinessHours(config.BUSINESS_HOURS) ?? undefined,
    mapa_url:
      config.BUSINESS_MAP_URL ?? `https://maps.google.com/maps?q=${encodeURIComponent(direccion)}&output=embed`,
  };
}
