import { z } from 'zod';
import { fechaIso } from './common';
import { conRangoMaximo, RANGOS_MAXIMOS } from './date-range';

/** 'todos' or empty means "no filter" (spec section 7). */
const filtroOpcional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === 'todos' || v === null ? undefined : v), schema.optional());

/** The report's payment and lodging filters, shared by the income report and the report by season. */
export const reporteFiltrosSchema = z.object({
  metodo_pago: filtroOpcional(
    z.enum(['efectivo', 'transferencia', 'tarjeta'], {
      error: 'El filtro metodo_pago debe ser todos, efectivo, transferencia o tarjeta',
    }),
  ),
  tipo_hospedaje: filtroOpcional(
    z.enum(['cabaña', 'dormis', 'camping', 'grupos'], {
      error: 'El filtro tipo_hospedaje debe ser todos, cabaña, dormis, camping o grupos',
    }),
  ),
});

export const reporteQuerySchema = conRangoMaximo(
  z
    .object({
      fecha_inicio: filtroOpcional(fechaIso('fecha_inicio')),
      fecha_fin: filtroOpcional(fechaIso('fecha_fin')),
      ...reporteFiltrosSchema.shape,
    })
    .refine((q) => !q.fecha_inicio || !q.fecha_fin || q.fecha_inicio <= q.fecha_fin, {
      error: 'La fecha de inicio debe ser anterior o igual a la fecha de fin',
      path: ['fecha_inicio'],
    }),
  { desde: 'fecha_inicio', hasta: 'fecha_fin' },
  RANGOS_MAXIMOS.reportes,
);
export type ReporteQuery = z.input<typeof reporteQuerySchema>;

export const reporteRowSchema = z.object({
  id: z.number().int(),
  fecha_entrada: z.string(),
  fecha_salida: z.string(),
  nombre_cliente: z.string(),
  tipo_hospedaje: z.string(),
  metodo_pago: z.string(),
  monto_total: z.number(),
  estado: z.string(),
});
export type ReporteRow = z.infer<typeof reporteRowSchema>;

const totalCantidadSchema = z.object({ total: z.number(), cantidad: z.number().int() });
export const estadisticasSchema = z.object({
  totalIngresos: z.number(),
  totalReservas: z.number().int(),
  promedioPorReserva: z.number(),
  porMetodoPago: z.record(z.string(), totalCantidadSchema),
  porTipoHospedaje: z.record(z.string(), totalCantidadSchema),
});
export type Estadisticas = z.infer<typeof estadisticasSchema>;

export const reporteResponseSchema = z.object({
  success: z.literal(true),
  reportes: z.array(reporteRowSchema),
  estadisticas: estadisticasSchema,
});
export type ReporteResponse = z.infer<typeof reporteResponseSchema>;

export const reporteErrorSchema = z.object({ success: z.literal(false), error: z.string(), message: z.string() });

/** GET reservas?ingresos_mensuales[&meses=12]: income of the last N months (current included), oldest first. */
export const ingresosMensualesQuerySchema = z.object({
  meses: z.preprocess(
    (v) => (v === undefined || v === '' ? 12 : typeof v === 'string' ? Number(v) : v),
    z
      .number({ error: 'El campo meses debe ser un número entero' })
      .int({ error: 'El campo meses debe ser un número entero' })
      .min(1, { error: 'El campo meses debe estar entre 1 y 36' })
      .max(36, { error: 'El campo meses debe estar entre 1 y 36' }),
  ),
});
export const ingresoMensualSchema = z.object({
  /** 'YYYY-MM' */
  mes: z.string(),
  total: z.number(),
  cantidad: z.number().int(),
});
export type IngresoMensual = z.infer<typeof ingresoMensualSchema>;
export const ingresosMensualesResponseSchema = z.object({
  success: z.literal(true),
  meses: z.array(ingresoMensualSchema),
});
