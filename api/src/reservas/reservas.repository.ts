import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type Repository } from 'typeorm';
import { MSG } from '@camping/contracts/messages';
import type { Reserva } from '@camping/contracts/schemas/reserva';
import type { FechaOcupada, FechasOcupadasQuery } from '@camping/contracts/schemas/fechas-ocupadas';
import { preparedQuery, runPrepared } from '../database/prepared-query';
import type { Tx } from '../database/transactions';
import { ReservaEntity } from './entities/reserva.entity';
import { SQL_CONFIRMAR_PRERESERVA, SQL_VENCER_PRERESERVAS } from './holds.sql';
import {
  SQL_CAMPING_MAXIMO_POR_NOCHE,
  SQL_FECHAS_OCUPADAS,
  SQL_RESERVA_POR_ID,
  SQL_RESERVAS_BUSQUEDA,
  SQL_RESERVAS_CLIENTE,
  SQL_RESERVAS_LISTA,
  SQL_RESERVAS_RANGO_JSON,
} from './reservas.sql';
import { sqlReservasPagina, type ReservasPaginaFiltros } from './reservas-pagina.sql';

type ReservaRow = Omit<
  Reserva,
  | 'monto_total'
  | 'descuento'
  | 'total_pagado'
  | 'saldo'
  | 'created_at'
  | 'vence_el'
  | 'checkin_at'
  | 'checkout_at'
  | 'total_reembolsado'
  | 'cancelada_at'
  | 'cargos_adicionales'
> & {
  monto_total: string;
  descuento: string;
  total_pagado: string;
  saldo: string;
  created_at: Date;
  vence_el: Date | null;
  checkin_at: Date | null;
  checkout_at: Date | null;
  total_reembolsado: string;
  cancelada_at: Date | null;
  cargos_adicionales: string;
};

function fromRow(row: ReservaRow): Reserva {
  return {
    ...row,
    monto_total: Number(row.monto_total),
    descuento: Number(row.descuento),
    total_pagado: Number(row.total_pagado),
    saldo: Number(row.saldo),
    created_at: row.created_at.toISOString(),
    vence_el: row.vence_el ? row.vence_el.toISOString() : null,
    checkin_at: row.checkin_at ? row.checkin_at.toISOString() : null,
    checkout_at: row.checkout_at ? row.checkout_at.toISOString() : null,
    total_reembolsado: Number(row.total_reembolsado),
    cancelada_at: row.cancelada_at ? row.cancelada_at.toISOString() : null,
    cargos_adicionales: Number(row.cargos_adicionales),
  };
}

/**
 * Which expired holds to cancel: one reservation, or those sharing a night with [entrada, salida) of a unit (or,
 * without one, of a type). Nothing: every expired hold (the sweep).
 */
export interface AlcanceVencimiento {
  reservaId?: number;
  entrada?: string;
  salida?: string;
  hospedajeId?: number | null;
  tipoHospedajeId?: number;
}

/** A hold cancelled because its time ran out. */
export interface PrereservaVencida {
  id: number;
  venceEl: Date;
}

/** What the rules of an edit need to know of the stored reservation. */
export interface ReservaActual {
  id: number;
  clienteId: number;
  hospedajeId: number | null;
  tipoHospedajeId: number;
  fechaEntrada: string;
  fechaSalida: string;
  cantidadPersonas: number;
  estado: string;
  venceEl: Date | null;
}

export interface ReservaNueva {
  clienteId: number;
  hospedajeId: number | null;
  tipoHospedajeId: number;
  fechaEntrada: string;
  fechaSalida: string;
  cantidadPersonas: number;
  montoTotal: number;
  descuento: number;
  estado: string;
  metodoPago: string;
  observaciones: string | null;
  /**
   * A hold's expiry: the moment sent, or `horasPorDefecto` to take now + the hours of Configuración (read in the same
   * statement, so no replica uses a stale setting). Null for a booking that is not a hold.
   */
  venceEl: string | 'horasPorDefecto' | null;
}

export type CambiosReserva = Partial<
  Pick<ReservaNueva, 'hospedajeId' | 'tipoHospedajeId' | 'fechaEntrada' | 'fechaSalida' | 'cantidadPersonas' | 'montoTotal' | 'descuento' | 'estado' | 'metodoPago' | 'observaciones'> & {
    venceEl: string | null;
  }
>;

/** Advisory lock key: camping capacity is checked and taken by one writer at a time. */
const CAMPING_LOCK = 727_100;

/**
 * The only place that writes `reservas`, and the owner of its reads. Other areas read it through their own SQL only
 * where the question is theirs: a unit's availability (hospedajes.sql.ts), whether a client has stays
 * (clientes.repository.ts), the reports (reportes.sql.ts).
 */
@Injectable()
export class ReservasRepository {
  constructor(
    @InjectRepository(ReservaEntity) private readonly reservas: Repository<ReservaEntity>,
    private readonly dataSource: DataSource,
  ) {}

  private runner(tx?: Tx) {
    return tx ?? this.dataSource;
  }

  private async list(sql: string, params: unknown[] = [], tx?: Tx): Promise<Reserva[]> {
    const rows: ReservaRow[] = await this.runner(tx).query(sql, params);
    return rows.map(fromRow);
  }

  findAll(): Promise<Reserva[]> {
    return this.list(SQL_RESERVAS_LISTA);
  }

  findByCliente(clienteId: number): Promise<Reserva[]> {
    return this.list(SQL_RESERVAS_CLIENTE, [clienteId]);
  }

  /**
   * The calendar's and the planning grid's window, each time either is shown or moved, as JSON text built in
   * PostgreSQL (the same array the rows made) and prepared: PostgreSQL keeps one generic plan (the range's GiST index
   * fits every window) instead of planning each call.
   */
  async findTouchingRangeJson(desde: string, hasta: string): Promise<string> {
    const [{ json }] = await preparedQuery<{ json: string }>(this.dataSource, 'reservas_rango', SQL_RESERVAS_RANGO_JSON, [desde, hasta]);
    return json;
  }

  /**
   * The answer of `reservas?search=` as JSON text built in PostgreSQL (database/json-sql.ts), a prepared statement:
   * the spec's search is a hot call. `operand` is already escaped for LIKE (searchOperand).
   */
  async searchJson(operand: string): Promise<string> {
    const [{ json }] = await preparedQuery<{ json: string }>(this.dataSource, 'reservas_busqueda', SQL_RESERVAS_BUSQUEDA, [operand]);
    return json;
  }

  /** One page of the list (its rows as JSON text) and how many rows match, as one prepared statement (its variant's). */
  async findPageJson(q: ReservasPaginaFiltros): Promise<{ total: number; reservas: string }> {
    const [row] = await runPrepared<{ total: number; reservas: string }>(this.dataSource, sqlReservasPagina(q));
    return row;
  }

  async findById(id: number, tx?: Tx): Promise<Reserva | null> {
    return (await this.list(SQL_RESERVA_POR_ID, [id], tx))[0] ?? null;
  }

  findOccupied(q: FechasOcupadasQuery): Promise<FechaOcupada[]> {
    return this.dataSource.query(SQL_FECHAS_OCUPADAS, [
      q.fecha_entrada,
      q.fecha_salida,
      q.hospedaje_id ?? null,
      q.tipo_hospedaje_id ?? null,
      q.excluir_reserva_id ?? null,
    ]);
  }

  /** The reservation, locked until the transaction ends, so two edits of it do not interleave. */
  async findForUpdate(id: number, tx: Tx): Promise<ReservaActual | null> {
    const entity = await tx.getRepository(ReservaEntity).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!entity) return null;
    return {
      id: entity.id,
      clienteId: entity.clienteId,
      hospedajeId: entity.hospedajeId,
      tipoHospedajeId: entity.tipoHospedajeId,
      fechaEntrada: entity.fechaEntrada,
      fechaSalida: entity.fechaSalida,
      cantidadPersonas: entity.cantidadPersonas,
      estado: entity.estado,
      venceEl: entity.venceEl,
    };
  }

  async insert(data: ReservaNueva, tx: Tx): Promise<number> {
    const { venceEl, ...fields } = data;
    const result = await tx.getRepository(ReservaEntity).insert({
      ...fields,
      venceEl:
        venceEl === 'horasPorDefecto'
          ? () => `now() + (SELECT horas_prereserva FROM configuracion WHERE id = 1) * interval '1 hour'`
          : venceEl === null
            ? null
            : new Date(venceEl),
    });
    return (result.identifiers[0] as { id: number }).id;
  }

  /** Cancels the expired holds of `alcance` (all of them when it is empty), with a note; answers which. */
  async expireHolds(alcance: AlcanceVencimiento, tx: Tx): Promise<PrereservaVencida[]> {
    const [rows]: [Array<{ id: number; vence_el: Date }>, number] = await tx.query(SQL_VENCER_PRERESERVAS, [
      alcance.reservaId ?? null,
      alcance.entrada ?? null,
      alcance.salida ?? null,
      alcance.hospedajeId ?? null,
      alcance.tipoHospedajeId ?? null,
      MSG.notaPrereservaVencida,
    ]);
    return rows.map((row) => ({ id: row.id, venceEl: row.vence_el }));
  }

  /** Makes live hold `id` an 'activa' booking without expiry; false when it is not a live hold. */
  async confirmHold(id: number, tx: Tx): Promise<boolean> {
    const [rows]: [unknown[], number] = await tx.query(SQL_CONFIRMAR_PRERESERVA, [id]);
    return rows.length === 1;
  }

  async update(id: number, changes: CambiosReserva, tx: Tx): Promise<void> {
    if (!Object.keys(changes).length) return;
    const { venceEl, ...fields } = changes;
    await tx.getRepository(ReservaEntity).update(
      { id },
      venceEl === undefined ? fields : { ...fields, venceEl: venceEl === null ? null : new Date(venceEl) },
    );
  }

  /** What the reservation's payments add up to (the trigger-kept `total_pagado`), or null when it does not exist. */
  async totalPagado(id: number, tx?: Tx): Promise<number | null> {
    const rows: Array<{ total_pagado: string }> = await this.runner(tx).query(
      `SELECT total_pagado FROM reservas WHERE id = $1`,
      [id],
    );
    return rows[0] ? Number(rows[0].total_pagado) : null;
  }

  /** The account's sums of the stay (issue 32, kept by its lines' trigger), to word a refused amount or discount. */
  async cifrasDeCuenta(id: number): Promise<{ cargos_adicionales: number; cargos: number; descuento: number }> {
    const rows: Array<Record<'cargos_adicionales' | 'cargos' | 'descuento', string>> = await this.dataSource.query(
      `SELECT cargos_adicionales, monto_alojamiento + cargos_adicionales AS cargos, descuento FROM reservas WHERE id = $1`,
      [id],
    );
    const row = rows[0] ?? { cargos_adicionales: '0', cargos: '0', descuento: '0' };
    return { cargos_adicionales: Number(row.cargos_adicionales), cargos: Number(row.cargos), descuento: Number(row.descuento) };
  }

  async delete(id: number, tx: Tx): Promise<boolean> {
    const result = await tx.getRepository(ReservaEntity).delete({ id });
    return Boolean(result.affected);
  }

  /** Serialises camping writers until the transaction ends (72 plots are checked, then taken). */
  async lockCamping(tx: Tx): Promise<void> {
    await tx.query(`SELECT pg_advisory_xact_lock($1)`, [CAMPING_LOCK]);
  }

  async campingMaxPerNight(fechaEntrada: string, fechaSalida: string, excluirId: number | null, tx?: Tx): Promise<number> {
    const [{ maximo }] = await this.runner(tx).query(SQL_CAMPING_MAXIMO_POR_NOCHE, [fechaEntrada, fechaSalida, excluirId]);
    return maximo;
  }
}
