import { Injectable, NotFoundException } from '@nestjs/common';
import { CANTIDADES_PERSONAS_FALLBACK, tipoSinUnidad, type TipoHospedajeId } from '@camping/contracts/domain';
import { MSG } from '@camping/contracts/messages';
import type { Hospedaje, TipoHospedaje } from '@camping/contracts/schemas/hospedaje';
import type { Tx } from '../database/transactions';
import { PreciosService } from '../precios/precios.service';
import { HospedajesRepository } from './hospedajes.repository';
import type { Unidad } from './unidad';

/** Lodging types, units and their availability. */
@Injectable()
export class HospedajesService {
  constructor(
    private readonly hospedajes: HospedajesRepository,
    private readonly precios: PreciosService,
  ) {}

  tipos(): Promise<TipoHospedaje[]> {
    return this.hospedajes.findTipos();
  }

  unidades(): Promise<Hospedaje[]> {
    return this.hospedajes.findUnits();
  }

  /** A unit's number, capacity and type, or null; inside the caller's transaction when one is given. */
  unitOrNull(id: number, tx?: Tx): Promise<Unidad | null> {
    return this.hospedajes.findUnitById(id, tx);
  }

  /** A unit as the lists show it (with its type's name), or null. */
  hospedajeOrNull(id: number): Promise<Hospedaje | null> {
    return this.hospedajes.findHospedajeById(id);
  }

  async unidad(id: number): Promise<Hospedaje> {
    const hospedaje = await this.hospedajeOrNull(id);
    if (!hospedaje) throw new NotFoundException({ success: false, message: MSG.hospedajeNoEncontrado });
    return hospedaje;
  }

  /**
   * Free units of a type for the nights [entrada, salida); while editing, reservation `excluirReservaId` does not
   * count, so its own unit is offered. Camping and groups have no units to choose.
   */
  async disponibles(q: {
    tipo_hospedaje_id: number;
    fecha_entrada: string;
    fecha_salida: string;
    excluir_reserva_id?: number;
  }): Promise<{ hospedajes: Hospedaje[]; message: string }> {
    if (tipoSinUnidad(q.tipo_hospedaje_id)) return { hospedajes: [], message: MSG.tipoSinUnidades };
    const hospedajes = await this.hospedajes.findAvailable(
      q.tipo_hospedaje_id,
      q.fecha_entrada,
      q.fecha_salida,
      q.excluir_reserva_id ?? null,
    );
    return { hospedajes, message: hospedajes.length ? MSG.hospedajesDisponibles : MSG.sinHospedajesDisponibles };
  }

  /** One unit; while editing a reservation its own nights do not count against it. */
  async disponibilidadUnidad(q: { hospedaje_id: number; fecha_entrada: string; fecha_salida: string; excluir_reserva_id?: number }) {
    if (!(await this.hospedajes.findUnitById(q.hospedaje_id))) {
      throw new NotFoundException({ success: false, message: MSG.hospedajeInexistente });
    }
    const disponible = await this.hospedajes.isUnitFree(q.hospedaje_id, q.fecha_entrada, q.fecha_salida, q.excluir_reserva_id ?? null);
    return { success: true, disponible, message: disponible ? MSG.hospedajeDisponible : MSG.hospedajeNoDisponible };
  }

  /** The capacity of the type's largest unit; null when the type has no units (camping, groups). */
  largestCapacity(tipoHospedajeId: number): Promise<number | null> {
    return this.hospedajes.maxCapacity(tipoHospedajeId);
  }

  /** True when a unit of the type that holds `personas` has no live stay on any night of [entrada, salida). */
  async hasFreeUnit(tipoHospedajeId: number, personas: number, entrada: string, salida: string): Promise<boolean> {
    const libres = await this.hospedajes.findAvailable(tipoHospedajeId, entrada, salida);
    return libres.some((unidad) => unidad.capacidad >= personas);
  }

  /**
   * The people counts a form offers for a type: from 1 up to the most people that have a price, never above the
   * largest unit; a type without prices gets the spec's fallback list (camping 1-10, groups 10-50 by 5).
   */
  async cantidadesPersonas(tipoHospedajeId: number): Promise<number[]> {
    const configuradas = await this.precios.configuredPeople(tipoHospedajeId);
    if (!configuradas.length) return [...CANTIDADES_PERSONAS_FALLBACK[tipoHospedajeId as TipoHospedajeId]];
    const capacidad = await this.largestCapacity(tipoHospedajeId);
    const hasta = Math.min(Math.max(...configuradas), capacidad ?? Infinity);
    return Array.from({ length: Math.max(0, hasta) }, (_, i) => i + 1);
  }
}
