/** What a unit's card of «Limpieza» says (issue 36): the one tap offered and the day's facts, in words. */
import { formatDateAR, formatDateTimeAR } from '@camping/contracts/format';
import { siguienteEstadoLimpieza, type EstadoLimpieza, type UnidadLimpieza } from '@camping/contracts/schemas/limpieza';

/** The button of the one tap offered for a state. */
export const TAP_LABEL: Record<EstadoLimpieza, string> = {
  sucia: 'Empezar limpieza',
  en_limpieza: 'Marcar limpia',
  limpia: 'Marcar sucia',
};

export function nextTap(u: UnidadLimpieza): { estado: EstadoLimpieza; label: string } | null {
  if (u.estado === 'fuera_de_servicio') return null;
  return { estado: siguienteEstadoLimpieza(u.estado_limpieza), label: TAP_LABEL[u.estado_limpieza] };
}

/** «Sale hoy» / «Ya salió», «Llega hoy · 3 personas», «Ocupada»: what the housekeeper plans the day by. */
export function dayFacts(u: UnidadLimpieza, esHoy: boolean): string[] {
  const dia = esHoy ? 'hoy' : 'ese día';
  const facts: string[] = [];
  if (u.salida) facts.push(u.salida.salio ? 'Ya salió' : `Sale ${dia}`);
  if (u.llegada) facts.push(u.llegada.ingreso ? 'Ya ingresó' : `Llega ${dia} · ${u.llegada.personas} ${u.llegada.personas === 1 ? 'persona' : 'personas'}`);
  else if (u.ocupada) facts.push('Ocupada');
  if (!u.salida && !u.llegada && !u.ocupada && u.estado !== 'fuera_de_servicio') facts.push('Libre');
  return facts;
}

/** The fuera de servicio period: running («hasta») or coming («desde»). */
export function outOfServiceText(u: UnidadLimpieza): string | null {
  const f = u.fuera_de_servicio;
  if (!f) return null;
  if (u.estado === 'fuera_de_servicio') return `Fuera de servicio · vuelve el ${formatDateAR(f.fecha_salida)} · ${f.motivo}`;
  return `Fuera de servicio desde el ${formatDateAR(f.fecha_entrada)} · ${f.motivo}`;
}

export function changedText(u: UnidadLimpieza): string {
  return `${formatDateTimeAR(u.cambiado_en)} · ${u.cambiado_por}`;
}
