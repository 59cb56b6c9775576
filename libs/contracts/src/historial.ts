/**
 * The history's rows in Spanish (issue 17): «20/11/2026 14:32 · maria · cambió la salida de 22/11/2026 a 23/11/2026».
 * Field names become the words staff use, dates DD/MM/YYYY, moments DD/MM/YYYY HH:mm, amounts ARS. A field this
 * table does not know yet (a column another branch adds) is still shown, under its own name.
 */
import { DESTINO_DINERO_OPCIONES, motivoCancelacionLabel } from './cancellation';
import { diferenciaLabel } from './cash-up';
import { COBRO_SALIDA_OPCIONES } from './early-checkout';
import { ESTADO_LABEL, METODO_PAGO_LABEL, TIPOS_HOSPEDAJE } from './domain';
import { isIsoDate } from './dates';
import { DIAS_SEMANA } from './seasons/season-messages';
import { formatARSCents, formatClientName, formatDateAR, formatDateTimeAR, personasLabel } from './format';
import { nombreReferencia, SIN_NOMBRES, type HistorialNombres } from './historial-nombres';
import { nombreTipo } from './lodging-names';
import { ROL_ETIQUETAS, type Rol } from './schemas/auth';
import { COBRO_EXTRA_LABEL, detalleLinea, type CobroExtra, type TipoLineaCuenta } from './stay-charges';
import type { HistorialFila } from './schemas/historial';
import { ESTADO_LIMPIEZA_ETIQUETA } from './messages-limpieza';
import { CAMPOS, ENTIDADES, SILENCIOSOS } from './historial-campos';

export const VACIO = '(vacío)';

/** One stored value as staff read it. */
export function valorHistorial(campo: string, valor: unknown, nombres: HistorialNombres = SIN_NOMBRES): string {
  if (valor === null || valor === undefined || valor === '') return VACIO;
  const clase = CAMPOS[campo]?.clase ?? 'texto';
  if (clase === 'monto') return formatARSCents(valor as number | string);
  if (clase === 'porcentaje') return `${String(valor).replace('.', ',')} %`;
  if (clase === 'salida') return COBRO_SALIDA_OPCIONES.find((o) => o.value === valor)?.label.toLowerCase() ?? String(valor);
  if (typeof valor === 'boolean') return valor ? 'sí' : 'no';
  if (clase === 'estado') return ESTADO_LABEL[String(valor)] ?? ESTADO_LIMPIEZA_ETIQUETA[valor as keyof typeof ESTADO_LIMPIEZA_ETIQUETA]?.toLowerCase() ?? String(valor);
  if (clase === 'metodo') return METODO_PAGO_LABEL[valor as keyof typeof METODO_PAGO_LABEL] ?? String(valor);
  if (clase === 'tipo') return TIPOS_HOSPEDAJE.some((t) => t.id === Number(valor)) ? nombreTipo(Number(valor)) : String(valor);
  if (clase === 'rol') return ROL_ETIQUETAS[valor as Rol] ?? String(valor);
  if (clase === 'ref') return nombreReferencia(campo, valor, nombres);
  if (clase === 'motivo') return motivoCancelacionLabel(String(valor));
  if (clase === 'destino') return DESTINO_DINERO_OPCIONES.find((o) => o.value === valor)?.label ?? String(valor);
  if (clase === 'cobro') return COBRO_EXTRA_LABEL[valor as CobroExtra]?.toLowerCase() ?? String(valor);
  if (clase === 'dias' && Array.isArray(valor)) return valor.length ? valor.map((d) => DIAS_SEMANA[Number(d)] ?? String(d)).join(', ') : 'ninguno';
  if (typeof valor === 'string' && isIsoDate(valor)) return formatDateAR(valor);
  if (typeof valor === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(valor)) return formatDateTimeAR(valor);
  if (Array.isArray(valor)) return valor.length ? valor.map(String).join(', ').replace('fecha_nacimiento', 'fecha de nacimiento') : 'ninguno';
  if (typeof valor === 'object') return JSON.stringify(valor);
  return String(valor);
}

function nombreCampo(campo: string): string {
  return CAMPOS[campo]?.nombre ?? `el campo ${campo}`;
}

function cambios(antes: Record<string, unknown>, despues: Record<string, unknown>, nombres: HistorialNombres = SIN_NOMBRES): string[] {
  const campos = Object.keys(despues);
  const visibles = campos.filter((c) => !SILENCIOSOS.has(c));
  const partes = visibles.map(
    (c) => `cambió ${nombreCampo(c)} de ${valorHistorial(c, antes[c], nombres)} a ${valorHistorial(c, despues[c], nombres)}`,
  );
  if ('contrasena_cambiada_el' in despues) partes.push('cambió la contraseña');
  if (despues.debe_cambiar_contrasena === true) partes.push('asignó una contraseña temporal');
  return partes;
}

function alta(fila: HistorialFila, nombres: HistorialNombres): string {
  const d = fila.despues ?? {};
  switch (fila.entidad) {
    case 'reserva':
      return `creó la reserva (${estadia(d, nombres)}, ${personasLabel(Number(d.cantidad_personas))}, ${valorHistorial('monto_total', d.monto_total)})`;
    case 'pago':
      return `registró un pago de ${valorHistorial('monto', d.monto)} (${valorHistorial('metodo_pago', d.metodo_pago)})`;
    case 'reembolso':
      return `registró un reembolso de ${valorHistorial('monto', d.monto)} (${valorHistorial('metodo_pago', d.metodo_pago)})`;
    case 'cliente':
      return `creó el cliente ${formatClientName(d as { nombre?: string; apellido?: string })}`;
    case 'cierre_caja':
      return `cerró su caja del ${valorHistorial('fecha', d.fecha)}: esperado ${valorHistorial('efectivo_esperado', d.efectivo_esperado)}, contado ${valorHistorial('efectivo_contado', d.efectivo_contado)} (${diferenciaLabel(Number(d.diferencia)).toLowerCase()})`;
    case 'usuario':
      return `creó el usuario ${String(d.usuario)} (${valorHistorial('rol', d.rol)})`;
    case 'linea_cuenta':
      return altaLinea(d);
    case 'huesped':
      return `registró al huésped ${formatClientName(d as { nombre?: string; apellido?: string })}${d.documento ? ` (${String(d.documento)})` : ''}`;
    case 'extra':
      return `agregó al catálogo el extra «${String(d.nombre)}» (${valorHistorial('precio', d.precio)} ${valorHistorial('cobro', d.cobro)})`;
    default:
      return `creó ${ENTIDADES[fila.entidad].toLowerCase()} N.º ${fila.entidad_id}`;
  }
}

/** «Dormi 0 para Pérez, Juan, 20/11/2026 al 22/11/2026»: a booking created or deleted, with what is known of it. */
function estadia(r: Record<string, unknown>, nombres: HistorialNombres): string {
  const unidad = r.hospedaje_id ? nombreReferencia('hospedaje_id', r.hospedaje_id, nombres) : r.tipo_hospedaje_id ? valorHistorial('tipo_hospedaje_id', r.tipo_hospedaje_id) : '';
  const cliente = r.cliente_id ? nombres.clientes[String(r.cliente_id)] : undefined;
  const fechas = `${valorHistorial('fecha_entrada', r.fecha_entrada)} al ${valorHistorial('fecha_salida', r.fecha_salida)}`;
  return [`${unidad}${cliente ? ` para ${cliente}` : ''}`, fechas].filter(Boolean).join(', ');
}

function baja(fila: HistorialFila, nombres: HistorialNombres): string {
  const a = fila.antes ?? {};
  switch (fila.entidad) {
    case 'reserva':
      return `eliminó la reserva (${estadia(a, nombres)})`;
    case 'pago':
      return `eliminó un pago de ${valorHistorial('monto', a.monto)} (${valorHistorial('metodo_pago', a.metodo_pago)})`;
    case 'reembolso':
      return `eliminó un reembolso de ${valorHistorial('monto', a.monto)} (${valorHistorial('metodo_pago', a.metodo_pago)})`;
    case 'cliente':
      return `eliminó el cliente ${formatClientName(a as { nombre?: string; apellido?: string })}`;
    case 'huesped':
      return `quitó al huésped ${formatClientName(a as { nombre?: string; apellido?: string })}`;
    case 'linea_cuenta':
      return a.tipo === 'descuento'
        ? `quitó el descuento de ${valorHistorial('monto', a.monto)} (motivo: «${String(a.motivo)}»)`
        : `quitó el cargo «${String(a.concepto)}»: ${valorHistorial('monto', a.monto)}`;
    default:
      return `eliminó ${ENTIDADES[fila.entidad].toLowerCase()} N.º ${fila.entidad_id}`;
  }
}

/** A line added to a stay's account: «agregó el cargo «Leña» (2 × $ 8.000): $ 16.000». */
function altaLinea(d: Record<string, unknown>): string {
  const monto = valorHistorial('monto', d.monto);
  const numero = (campo: string) => (d[campo] === null || d[campo] === undefined ? null : Number(d[campo]));
  const detalle = detalleLinea({
    tipo: d.tipo as TipoLineaCuenta,
    cantidad: numero('cantidad'),
    noches: numero('noches'),
    precio_unitario: numero('precio_unitario'),
    porcentaje: numero('porcentaje'),
  });
  if (d.tipo === 'alojamiento') return `cargó el alojamiento: ${monto}`;
  if (d.tipo === 'descuento') return `aplicó un descuento de ${monto} (${detalle ? `${detalle}; ` : ''}motivo: «${String(d.motivo)}»)`;
  return `agregó el cargo «${String(d.concepto)}»${detalle ? ` (${detalle})` : ''}: ${monto}`;
}

/** What was done, as a sentence: «cambió la salida de 22/11/2026 a 23/11/2026». */
export function describirCambio(fila: HistorialFila, nombres: HistorialNombres = SIN_NOMBRES): string {
  if (fila.accion === 'create') return alta(fila, nombres);
  if (fila.accion === 'delete') return baja(fila, nombres);
  // An extra is never deleted: it is retired from the catalogue, or offered again.
  if (fila.entidad === 'extra') {
    const { activo, ...resto } = fila.despues ?? {};
    const partes = cambios(fila.antes ?? {}, resto);
    if (typeof activo === 'boolean') partes.push(activo ? 'volvió a ofrecer el extra' : 'dejó de ofrecer el extra (queda en las estadías que lo tienen)');
    return `${partes.join('; ') || 'guardó sin cambios visibles'} (extra N.º ${fila.entidad_id})`;
  }
  // A closure changes only when an administrator reopens it (a trigger refuses anything else).
  if (fila.entidad === 'cierre_caja' && fila.despues?.reabierto_motivo) {
    return `reabrió el cierre de caja N.º ${fila.entidad_id} (motivo: «${String(fila.despues.reabierto_motivo)}»)`;
  }
  // Staff's override of a season's limits (issue 35): a row the API adds beside the booking's own.
  const exceptuada = fila.entidad === 'reserva' ? fila.despues?.estadia_minima_exceptuada : undefined;
  if (typeof exceptuada === 'string') return `estadía mínima exceptuada: ${exceptuada} (${String(fila.despues?.regla ?? '')})`;
  const partes = cambios(fila.antes ?? {}, fila.despues ?? {}, nombres);
  const texto = partes.length ? partes.join('; ') : 'guardó sin cambios visibles';
  if (fila.entidad === 'pago') return `${texto} (pago N.º ${fila.entidad_id})`;
  if (fila.entidad === 'huesped') return `${texto} (huésped N.º ${fila.entidad_id})`;
  return fila.entidad === 'reembolso' ? `${texto} (reembolso N.º ${fila.entidad_id})` : texto;
}

/** What the row is about: «Reserva N.º 12», «Pago N.º 5 de la reserva N.º 12», «Configuración». */
export function entidadHistorial(fila: Pick<HistorialFila, 'entidad' | 'entidad_id' | 'reserva_id'>, nombres: HistorialNombres = SIN_NOMBRES): string {
  if (fila.entidad === 'configuracion') return ENTIDADES.configuracion;
  const base = `${ENTIDADES[fila.entidad]} N.º ${fila.entidad_id}`;
  // Issue 37: a reservation or client beyond its number («Reserva N.º 12 · Pérez, Juan · Dormi 0 · …»).
  const propio = fila.entidad === 'reserva' ? nombres.reservas[String(fila.entidad_id)] : fila.entidad === 'cliente' ? nombres.clientes[String(fila.entidad_id)] : undefined;
  if (propio) return `${base} · ${propio}`;
  const deUnaReserva = fila.entidad === 'pago' || fila.entidad === 'reembolso' || fila.entidad === 'linea_cuenta' || fila.entidad === 'huesped';
  return deUnaReserva && fila.reserva_id ? `${base} de la reserva ${nombreReferencia('reserva_id', fila.reserva_id, nombres)}` : base;
}

/** The whole line: «20/11/2026 14:32 · maria · cambió la salida de 22/11/2026 a 23/11/2026». */
export function lineaHistorial(fila: HistorialFila, nombres: HistorialNombres = SIN_NOMBRES): string {
  return `${formatDateTimeAR(fila.at)} · ${fila.usuario} · ${describirCambio(fila, nombres)}`;
}

export const ENTIDAD_HISTORIAL_ETIQUETAS = ENTIDADES;
