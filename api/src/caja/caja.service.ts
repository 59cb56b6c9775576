import { BadRequestException, ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import {
  diferenciaCaja,
  diferenciaLabel,
  puedeCerrarCaja,
  puedeReabrirCaja,
  puedeVerCaja,
  puedeVerTodasLasCajas,
  requiereObservacion,
  tieneCaja,
} from '@camping/contracts/cash-up';
import { todayIso } from '@camping/contracts/dates';
import { formatDateAR, formatDateTimeAR } from '@camping/contracts/format';
import { MSG } from '@camping/contracts/messages';
import { MSG_CUENTA, cajaDiferenciaSinObservacionMessage, cajaYaCerradaMessage } from '@camping/contracts/messages-cuenta';
import type { SessionUser } from '@camping/contracts/schemas/auth';
import type {
  CajaCerrarData,
  CajaReabrirData,
  CajaResponse,
  CierreCaja,
  CierresCajaResponse,
} from '@camping/contracts/schemas/caja';
import { PG_UNIQUE_VIOLATION, pgConstraint, pgErrorCode } from '../database/postgres-errors';
import { Transactions } from '../database/transactions';
import { CajaRepository } from './caja.repository';

const forbidden = (message: string) => new ForbiddenException({ success: false, message });

/** The session's user has a till (reception, administrators); any other role is refused. */
function assertTieneCaja(sesion: SessionUser): void {
  if (!tieneCaja(sesion)) throw forbidden(MSG.sinPermiso);
}

function yaCerrada(usuario: string, fecha: string, cierre: CierreCaja | null): ConflictException {
  const cuando = formatDateTimeAR(cierre?.cerrado_at ?? new Date().toISOString());
  return new ConflictException({ success: false, message: cajaYaCerradaMessage(usuario, formatDateAR(fecha), cuando) });
}

/**
 * The cash-up (issue 32, docs/cash-up.md): who may see, close and reopen which till (the rules of
 * libs/contracts/cash-up.ts), the closure's checks, and the Spanish answers to what PostgreSQL refuses. Once per user
 * and day is the partial unique index's to keep, not this service's: two closes at once reach the index, one wins.
 */
@Injectable()
export class CajaService {
  constructor(
    private readonly cajas: CajaRepository,
    private readonly transactions: Transactions,
  ) {}

  async caja(sesion: SessionUser, query: { fecha?: string; usuario?: string }): Promise<CajaResponse> {
    assertTieneCaja(sesion);
    const usuario = query.usuario ?? sesion.usuario;
    if (!puedeVerCaja(sesion, usuario)) throw forbidden(MSG_CUENTA.cajaSoloPropia);
    const hoy = todayIso();
    const fecha = query.fecha ?? hoy;
    const caja = await this.cajas.caja(usuario, fecha);
    if (!caja) throw new NotFoundException({ success: false, message: MSG.usuarioNoEncontrado });
    return { success: true, fecha, hoy, usuario, ...caja };
  }

  /** Administrators: everyone's closures and open tills; reception: its own. */
  async cierres(sesion: SessionUser, rango: { desde: string; hasta: string }): Promise<CierresCajaResponse> {
    assertTieneCaja(sesion);
    const usuarioId = puedeVerTodasLasCajas(sesion) ? null : await this.cajas.usuarioId(sesion.usuario);
    return { success: true, ...rango, ...(await this.cajas.cierres(rango.desde, rango.hasta, usuarioId)) };
  }

  /**
   * Closes the session's own till of `fecha`: the expected cash is the server's, read in the closing transaction; a
   * difference needs a note. Refused with nothing written: a second close (409), a future day or bad amounts (400).
   */
  async cerrar(sesion: SessionUser, data: CajaCerrarData): Promise<CierreCaja> {
    if (!puedeCerrarCaja(sesion, sesion.usuario)) throw forbidden(MSG.sinPermiso);
    const usuarioId = await this.cajas.usuarioId(sesion.usuario);
    if (usuarioId === null) throw new NotFoundException({ success: false, message: MSG.usuarioNoEncontrado });
    try {
      return await this.transactions.run(async (tx) => {
        const vigente = await this.cajas.cierreVigente(usuarioId, data.fecha, tx);
        if (vigente) throw yaCerrada(sesion.usuario, data.fecha, vigente);
        const esperado = await this.cajas.efectivoEsperado(usuarioId, data.fecha, tx);
        if (requiereObservacion(esperado, data.efectivo_contado) && !data.observaciones) {
          const diferencia = diferenciaLabel(diferenciaCaja(esperado, data.efectivo_contado));
          throw new BadRequestException({ success: false, message: cajaDiferenciaSinObservacionMessage(diferencia) });
        }
        const id = await this.cajas.insertar(
          { usuarioId, fecha: data.fecha, efectivoEsperado: esperado, efectivoContado: data.efectivo_contado, observaciones: data.observaciones ?? null },
          tx,
        );
        return (await this.cajas.cierrePorId(id, tx))!;
      });
    } catch (error) {
      // Another close of the same till committed between our check and our insert (another tab, another replica).
      if (pgErrorCode(error) === PG_UNIQUE_VIOLATION && pgConstraint(error) === 'cierres_caja_una_vigente') {
        throw yaCerrada(sesion.usuario, data.fecha, await this.cajas.cierreVigente(usuarioId, data.fecha));
      }
      throw error;
    }
  }

  /** An administrator reopens a closure in force, with a reason: its user may close that day again. */
  async reabrir(sesion: SessionUser, data: CajaReabrirData): Promise<CierreCaja> {
    if (!puedeReabrirCaja(sesion)) throw forbidden(MSG.sinPermiso);
    return this.transactions.run(async (tx) => {
      if (!(await this.cajas.reabrir(data.id, sesion.usuario, data.motivo, tx))) {
        const existe = await this.cajas.cierrePorId(data.id, tx);
        if (!existe) throw new NotFoundException({ success: false, message: MSG_CUENTA.cajaCierreNoEncontrado });
        throw new ConflictException({ success: false, message: MSG_CUENTA.cajaYaReabierta });
      }
      return (await this.cajas.cierrePorId(data.id, tx))!;
    });
  }
}
