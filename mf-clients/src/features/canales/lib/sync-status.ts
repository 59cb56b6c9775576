import { formatDateTimeAR } from '@camping/contracts/format';
import type { CalendarioExterno } from '@camping/contracts/schemas/calendario-externo';

/** How a calendar's last sync reads on its card: a short state and the line of figures. */
export function syncState(c: CalendarioExterno): { label: string; tone: 'ok' | 'error' | 'pending' } {
  if (c.sincronizando) return { label: 'Sincronizando...', tone: 'pending' };
  if (c.error) return { label: 'Con error', tone: 'error' };
  if (!c.ultimo_exito) return { label: 'Sin sincronizar', tone: 'pending' };
  return { label: 'Sincronizado', tone: 'ok' };
}

export function syncSummary(c: CalendarioExterno): string {
  const parts = [
    c.ultimo_intento ? `Último intento: ${formatDateTimeAR(c.ultimo_intento)}` : 'Todavía no se sincronizó',
    c.ultimo_exito ? `última sincronización correcta: ${formatDateTimeAR(c.ultimo_exito)}` : null,
  ].filter(Boolean);
  return parts.join(' · ');
}

export function syncFigures(c: CalendarioExterno): string | null {
  if (c.eventos === null) return null;
  return `${c.eventos} eventos · ${c.creados ?? 0} nuevos · ${c.movidos ?? 0} movidos · ${c.quitados ?? 0} quitados · ${c.conflictos ?? 0} conflictos`;
}
