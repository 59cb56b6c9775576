/**
 * What a check-in requires of the guests (issue 36): Configuración says whose data (the titular's or everyone's) and
 * which (documento, nacionalidad, fecha de nacimiento); default the titular's document. One rule for the API, which
 * refuses a check-in with something missing, and for the check-in form, which shows the same lines.
 */
import { formatClientName } from './format';

export const HUESPEDES_INGRESO = ['titular', 'todos'] as const;
export type HuespedesIngreso = (typeof HUESPEDES_INGRESO)[number];
export const DATOS_INGRESO = ['documento', 'nacionalidad', 'fecha_nacimiento'] as const;
export type DatoIngreso = (typeof DATOS_INGRESO)[number];

export const DATO_INGRESO_LABEL: Record<DatoIngreso, string> = {
  documento: 'documento',
  nacionalidad: 'nacionalidad',
  fecha_nacimiento: 'fecha de nacimiento',
};
export const HUESPEDES_INGRESO_LABEL: Record<HuespedesIngreso, string> = {
  titular: 'Solo el titular',
  todos: 'Todos los huéspedes (tantos como personas)',
};

export interface RequisitosIngreso {
  checkin_huespedes: HuespedesIngreso;
  checkin_datos: readonly DatoIngreso[];
}

export const REQUISITOS_INGRESO_DEFAULT: RequisitosIngreso = { checkin_huespedes: 'titular', checkin_datos: ['documento'] };

export interface HuespedParaIngreso {
  titular: boolean;
  nombre: string;
  apellido: string;
  documento: string | null;
  nacionalidad: string | null;
  fecha_nacimiento: string | null;
}

const vacio = (v: string | null | undefined) => v === null || v === undefined || v.trim() === '';

/**
 * One line per guest with something missing, then how many guests are missing: «Titular (Pérez, Ana): documento»,
 * «Huésped 2 (Gómez, Luis): nacionalidad, fecha de nacimiento», «Faltan 2 de 4 huéspedes». Empty: nothing missing.
 */
export function faltantesIngreso(huespedes: readonly HuespedParaIngreso[], personas: number, requisitos: RequisitosIngreso): string[] {
  const titular = huespedes.find((h) => h.titular);
  const otros = huespedes.filter((h) => !h.titular);
  const lineas: string[] = [];
  const revisar = (h: HuespedParaIngreso, etiqueta: string) => {
    const faltan = requisitos.checkin_datos.filter((dato) => vacio(h[dato])).map((dato) => DATO_INGRESO_LABEL[dato]);
    const nombre = formatClientName(h);
    if (faltan.length) lineas.push(`${etiqueta}${nombre ? ` (${nombre})` : ''}: ${faltan.join(', ')}`);
  };
  if (titular) revisar(titular, 'Titular');
  else if (requisitos.checkin_datos.length || requisitos.checkin_huespedes === 'todos') lineas.push('Titular: sin datos');
  if (requisitos.checkin_huespedes === 'todos') {
    otros.forEach((h, i) => revisar(h, `Huésped ${i + 2}`));
    const cargados = huespedes.length;
    if (cargados < personas) lineas.push(`Faltan ${personas - cargados} de ${personas} huéspedes`);
  }
  return lineas;
}
