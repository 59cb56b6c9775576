import { z } from 'zod';
import { campoDesconocidoClienteMessage } from '../messages-estados';
import { id, telefonoOpcional, texto, textoOpcional } from './common';
import { paginaEnvelope, paginaQuerySchema, type Orden } from './pagina';

export const clienteSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  apellido: z.string(),
  documento: z.string(),
  telefono: z.string().nullable(),
  modelo_vehiculo: z.string().nullable(),
  patente: z.string().nullable(),
  /** ISO timestamp of registration. */
  created_at: z.string(),
});
export type Cliente = z.infer<typeof clienteSchema>;

export const clienteListSchema = z.array(clienteSchema);

export const clienteInputSchema = z.object({
  nombre: texto('nombre', 100),
  apellido: texto('apellido', 100),
  documento: texto('documento', 20)
    .regex(/^[0-9A-Za-z.\- ]+$/, {
      error: 'El campo documento solo admite números, letras, puntos y guiones',
    })
    .refine((v) => /[0-9A-Za-z]/.test(v), { error: 'El campo documento debe tener al menos un número o una letra' }),
  telefono: telefonoOpcional(30),
  modelo_vehiculo: textoOpcional('modelo_vehiculo', 60),
  patente: textoOpcional('patente', 15),
});
export type ClienteInput = z.input<typeof clienteInputSchema>;
export type ClienteData = z.output<typeof clienteInputSchema>;

/** POST clientes: the same fields, and one it does not know is refused naming it (issue 33), never dropped in silence. */
export const clienteCreateSchema = z.strictObject(clienteInputSchema.shape, {
  error: (issue) => (issue.code === 'unrecognized_keys' ? campoDesconocidoClienteMessage(String(issue.keys[0])) : undefined),
});

export const clienteIdQuerySchema = z.object({ id: id('id') });

export const clienteCreateResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  cliente: clienteSchema,
});

export const clienteUpdateResponseSchema = clienteCreateResponseSchema;

/** GET clientes?id=: one client (its detail's own address, /admin/clientes/:id). */
export const clientePorIdResponseSchema = z.object({ success: z.literal(true), cliente: clienteSchema });

/** The columns the paged Clientes list sorts by (the table's sortable headers). */
export const CLIENTE_SORT_CAMPOS = ['apellido', 'nombre', 'documento', 'telefono', 'modelo_vehiculo', 'patente', 'created_at'] as const;
export type ClienteSortCampo = (typeof CLIENTE_SORT_CAMPOS)[number];
export const CLIENTE_SORT_DEFAULT: Orden<ClienteSortCampo> = { campo: 'apellido', desc: false };

/** GET clientes?page=: one page of the Clientes screen, optionally searched, sorted by one column. */
export const clientesPaginaQuerySchema = paginaQuerySchema(CLIENTE_SORT_CAMPOS, CLIENTE_SORT_DEFAULT);
export type ClientesPaginaQuery = z.output<typeof clientesPaginaQuerySchema>;

export const clientesPaginaSchema = z.object({ ...paginaEnvelope, clientes: clienteListSchema });
export type ClientesPagina = z.infer<typeof clientesPaginaSchema>;
