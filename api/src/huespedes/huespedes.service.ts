import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { faltantesIngreso } from '@camping/contracts/guest-requirements';
import { MSG } from '@camping/contracts/messages';
import {
  MSG_HUESPEDES,
  demasiadosHuespedesMessage,
  faltanDatosIngresoMessage,
} from '@camping/contracts/messages-huespedes';
import type { Huesped, HuespedesGuardarData, HuespedesResponse } from '@camping/contracts/schemas/huesped';
import { PG_CHECK_VIOLATION, PG_UNIQUE_VIOLATION, pgConstraint, pgErrorCode } from '../database/postgres-errors';
import { Transactions, type Tx } from '../database/transactions';
import { HuespedesRepository, type EstadiaHuespedes } from './huespedes.repository';

const bad = (message: string) => new BadRequestException({ success: false, message });
const noEncontrada = () => new NotFoundException({ success: false, message: MSG.reservaNoEncontrada });

/** While the stay has no titular saved, the client is its titular (a DNI, the clients' document). */
function titularDelCliente(e: EstadiaHuespedes): Huesped {
  return {
    id: null,
    titular: true,
    nombre: e.nombre,
    apellido: e.apellido,
    tipo_documento: 'dni',
    documento: e.documento,
    nacionalidad: null,
    fecha_nacimiento: null,
  };
}

/** The list a stay has: the saved guests, the client as titular first when none is saved. */
export function listaEfectiva(e: EstadiaHuespedes, guardados: Huesped[]): Huesped[] {
  return guardados.some((h) => h.titular) ? guardados : [titularDelCliente(e), ...guardados];
}

/**
 * The guests of a stay (issue 36): read with what Configuración requires and what is missing, saved as a whole list
 * under the stay's row lock, and the check-in's own requirement (called by the stay states' check-in).
 */
@Injectable()
export class HuespedesService {
  constructor(
    private readonly repo: HuespedesRepository,
    private readonly transactions: Transactions,
  ) {}

  async leer(reservaId: number, tx?: Tx): Promise<HuespedesResponse> {
    const estadia = await this.repo.estadia(reservaId, tx);
    if (!estadia) throw noEncontrada();
    const guardados = await this.repo.huespedes(reservaId, tx);
    const requisitos = await this.repo.requisitos(tx);
    const huespedes = listaEfectiva(estadia, guardados);
    const propio = estadia.modelo_vehiculo !== null || estadia.patente !== null;
    return {
      success: true,
      reserva_id: estadia.id,
      cantidad_personas: estadia.cantidad_personas,
      checkin_at: estadia.checkin_at,
      hora_llegada: estadia.hora_llegada,
      modelo_vehiculo: propio ? estadia.modelo_vehiculo : estadia.cliente_modelo_vehiculo,
      patente: propio ? estadia.patente : estadia.cliente_patente,
      vehiculo_del_cliente: !propio && (estadia.cliente_modelo_vehiculo !== null || estadia.cliente_patente !== null),
      huespedes,
      requisitos: { ...requisitos, checkin_datos: [...requisitos.checkin_datos] },
      faltantes: faltantesIngreso(huespedes, estadia.cantidad_personas, requisitos),
    };
  }

  /** Replaces the stay's list and vehicle in one transaction; every refusal changes nothing. */
  async guardar(body: HuespedesGuardarData): Promise<HuespedesResponse> {
    try {
      return await this.transactions.run(async (tx) => {
        const estadia = await this.repo.estadia(body.reserva_id, tx, { bloquear: true });
        if (!estadia) throw noEncontrada();
        if (estadia.estado === 'cancelada') throw new ConflictException({ success: false, message: MSG_HUESPEDES.reservaCancelada });
        if (body.huespedes.length > estadia.cantidad_personas) {
          throw bad(demasiadosHuespedesMessage(estadia.cantidad_personas, body.huespedes.length));
        }
        const propios = new Set((await this.repo.huespedes(body.reserva_id, tx)).map((h) => h.id));
        if (body.huespedes.some((h) => h.id !== undefined && !propios.has(h.id))) throw bad(MSG_HUESPEDES.huespedAjeno);
        await this.repo.reemplazar(body.reserva_id, body.huespedes, tx);
        await this.repo.vehiculo(body.reserva_id, body.modelo_vehiculo, body.patente, tx);
        return { ...(await this.leer(body.reserva_id, tx)), message: MSG_HUESPEDES.huespedesGuardados };
      });
    } catch (error) {
      throw refusalOf(error) ?? error;
    }
  }

  /** The check-in's requirement: with something Configuración asks for missing, 400 naming it (nothing moves). */
  async exigirParaIngreso(reservaId: number, tx: Tx): Promise<void> {
    const { faltantes } = await this.leer(reservaId, tx);
    if (faltantes.length) throw bad(faltanDatosIngresoMessage(faltantes));
  }

  /** Records when the guests arrived (HH:mm, or now), inside the check-in's transaction. */
  registrarLlegada(reservaId: number, hora: string | undefined, tx: Tx): Promise<void> {
    return this.repo.horaLlegada(reservaId, hora ?? null, tx);
  }
}

/** The table's own refusals (two clerks at once), in the same words as the API's checks. */
function refusalOf(error: unknown): BadRequestException | null {
  const code = pgErrorCode(error);
  const constraint = pgConstraint(error);
  if (code === PG_UNIQUE_VIOLATION && constraint === 'huespedes_documento_unico') return bad('Un documento está repetido en la reserva');
  if (code === PG_UNIQUE_VIOLATION && constraint === 'huespedes_titular_unico') return bad(MSG_HUESPEDES.unTitular);
  if (code === PG_CHECK_VIOLATION && constraint === 'huespedes_hasta_personas') return bad('La reserva no admite más huéspedes que personas');
  return null;
}
