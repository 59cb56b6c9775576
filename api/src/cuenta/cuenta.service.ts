import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { formatARSCents } from '@camping/contracts/format';
import { MSG } from '@camping/contracts/messages';
import { MSG_CUENTA, cargoExcesivoMessage, extraInexistenteMessage, extraRetiradoMessage, extraUnicoSinNochesMessage, nochesExcedenEstadiaMessage } from '@camping/contracts/messages-cuenta';
import { toCents } from '@camping/contracts/money';
import type { CargoCreateData, Cuenta, DescuentoCreateData } from '@camping/contracts/schemas/cuenta';
import {
  CUENTA_LIMITES,
  MONTO_LINEA_MAXIMO_TEXTO,
  descuentoError,
  descuentoPorcentajeCentavos,
  montoExtraCentavos,
  nochesDeLaEstadia,
  quitarCargoError,
} from '@camping/contracts/stay-charges';
import { Transactions, type Tx } from '../database/transactions';
import { PagosService } from '../pagos/pagos.service';
import { cuentaRefusal } from './cuenta-refusals';
import { CuentaRepository, type LineaNueva, type ReservaCuenta } from './cuenta.repository';
import { ExtrasRepository } from './extras.repository';

const badRequest = (message: string) => new BadRequestException({ success: false, message });

/** Whole cents as exact numeric text (`1600000` → `16000.00`): what is written is what was counted. */
function centsText(c: number): string {
  return `${Math.trunc(c / 100)}.${String(c % 100).padStart(2, '0')}`;
}

/**
 * A stay's account (issue 32, docs/stay-account.md «Charges»). Every change first locks the stay's row and checks in
 * cents what the clerk asks against what the stay holds, so the refusal is a Spanish 400 naming the amounts; the
 * database's triggers then keep `monto_total` equal to charges less discounts, and its CHECKs are the last word if
 * anything else writes (`cuenta-refusals.ts` words them).
 */
@Injectable()
export class CuentaService {
  constructor(
    private readonly cuenta: CuentaRepository,
    private readonly extras: ExtrasRepository,
    private readonly pagos: PagosService,
    private readonly transactions: Transactions,
  ) {}

  /** The whole account: lines, payments and refunds, totals. */
  async get(reservaId: number): Promise<Cuenta> {
    const [reserva, lineas, dinero] = await Promise.all([
      this.cuenta.reserva(reservaId),
      this.cuenta.lineas(reservaId),
      this.pagos.listByReserva(reservaId), // 404 «La reserva no existe» for an unknown stay
    ]);
    if (!reserva) throw new NotFoundException({ success: false, message: MSG.pagoReservaInexistente });
    const cargos = toCents(reserva.monto_alojamiento) + toCents(reserva.cargos_adicionales);
    const cancelada = reserva.estado === 'cancelada';
    return {
      success: true,
      reserva_id: reserva.id,
      estado: reserva.estado,
      noches: nochesDeLaEstadia(reserva),
      lineas,
      pagos: dinero.pagos,
      reembolsos: dinero.reembolsos ?? [],
      totales: {
        alojamiento: reserva.monto_alojamiento,
        cargos_adicionales: reserva.cargos_adicionales,
        cargos: cargos / 100,
        descuentos: reserva.descuento,
        total: (cargos - toCents(reserva.descuento)) / 100,
        monto_total: reserva.monto_total,
        pagado: reserva.total_pagado,
        reembolsado: reserva.total_reembolsado,
        // A cancelled stay owes nothing (issue 32); a live one what its total lacks.
        saldo: cancelada ? 0 : Math.max(0, toCents(reserva.monto_total) - toCents(reserva.total_pagado)) / 100,
      },
    };
  }

  /** An extra from the catalogue or a manual charge. Answers the line's id. */
  addCargo(data: CargoCreateData, usuario: string | null): Promise<number> {
    return this.write(data.reserva_id, async (reserva, tx) => {
      const linea = data.extra_id !== undefined ? await this.lineaDeExtra(data, reserva, tx) : this.lineaManual(data);
      return this.cuenta.insert({ ...linea, reservaId: reserva.id, usuario }, tx);
    });
  }

  /** A discount with its reason, in pesos or as a percentage of the charges. Answers the line's id. */
  addDescuento(data: DescuentoCreateData, usuario: string | null): Promise<number> {
    return this.write(data.reserva_id, async (reserva, tx) => {
      const cargos = toCents(reserva.monto_alojamiento) + toCents(reserva.cargos_adicionales);
      const monto = data.monto !== undefined ? toCents(data.monto) : descuentoPorcentajeCentavos(cargos, data.porcentaje as number);
      if (monto <= 0) throw badRequest(MSG_CUENTA.descuentoSinCargos);
      const error = descuentoError(monto / 100, reserva.monto_total, reserva.total_pagado);
      if (error) throw badRequest(error);
      return this.cuenta.insert(
        {
          reservaId: reserva.id,
          tipo: 'descuento',
          concepto: 'Descuento',
          porcentaje: data.porcentaje,
          monto: centsText(monto),
          motivo: data.motivo,
          usuario,
        },
        tx,
      );
    });
  }

  /** Removes a charge or a discount (never the lodging). Answers the stay's id and what the line was. */
  removeLinea(id: number): Promise<{ reservaId: number; tipo: string }> {
    return this.transactions.run(async (tx) => {
      const linea = await this.cuenta.linea(id, tx);
      if (!linea) throw new NotFoundException({ success: false, message: MSG_CUENTA.lineaCuentaNoEncontrada });
      return this.inLockedStay(linea.reserva_id, tx, async (reserva) => {
        if (linea.tipo === 'alojamiento') throw badRequest(MSG_CUENTA.alojamientoNoSeQuita);
        if (linea.tipo !== 'descuento') {
          const error = quitarCargoError(linea.monto, reserva.monto_total, reserva.total_pagado);
          if (error) throw badRequest(error);
        }
        if (!(await this.cuenta.delete(id, tx))) throw new NotFoundException({ success: false, message: MSG_CUENTA.lineaCuentaNoEncontrada });
        return { reservaId: reserva.id, tipo: linea.tipo };
      });
    });
  }

  private write(reservaId: number, work: (reserva: ReservaCuenta, tx: Tx) => Promise<number>): Promise<number> {
    return this.transactions.run((tx) => this.inLockedStay(reservaId, tx, work));
  }

  /** Locks the stay, refuses a missing or cancelled one, runs `work`; the database's own refusals come back in Spanish. */
  private async inLockedStay<T>(reservaId: number, tx: Tx, work: (reserva: ReservaCuenta, tx: Tx) => Promise<T>): Promise<T> {
    const reserva = await this.cuenta.reservaForUpdate(reservaId, tx);
    if (!reserva) throw new NotFoundException({ success: false, message: MSG.pagoReservaInexistente });
    if (reserva.estado === 'cancelada') throw badRequest(MSG_CUENTA.cuentaReservaCancelada);
    try {
      return await work(reserva, tx);
    } catch (error) {
      const message = cuentaRefusal(error);
      if (message) throw badRequest(message);
      throw error;
    }
  }

  private async lineaDeExtra(data: CargoCreateData, reserva: ReservaCuenta, tx: Tx): Promise<Omit<LineaNueva, 'reservaId' | 'usuario'>> {
    const extra = await this.extras.findById(data.extra_id as number, tx);
    if (!extra) throw badRequest(extraInexistenteMessage(data.extra_id as number));
    if (!extra.activo) throw badRequest(extraRetiradoMessage(extra.nombre));
    let noches: number | null = null;
    if (extra.cobro === 'por_noche') {
      const nochesEstadia = nochesDeLaEstadia(reserva);
      noches = data.noches ?? nochesEstadia;
      if (noches > nochesEstadia) throw badRequest(nochesExcedenEstadiaMessage(nochesEstadia));
    } else if (data.noches !== undefined) throw badRequest(extraUnicoSinNochesMessage(extra.nombre));
    const cantidad = data.cantidad ?? 1;
    const monto = montoExtraCentavos(extra.precio, cantidad, noches);
    if (monto > toCents(CUENTA_LIMITES.montoLinea)) throw badRequest(cargoExcesivoMessage(formatARSCents(monto / 100), MONTO_LINEA_MAXIMO_TEXTO));
    return {
      tipo: 'extra',
      concepto: extra.nombre,
      extraId: extra.id,
      cobro: extra.cobro,
      cantidad,
      noches,
      precioUnitario: extra.precioTexto,
      monto: centsText(monto),
    };
  }

  private lineaManual(data: CargoCreateData): Omit<LineaNueva, 'reservaId' | 'usuario'> {
    return { tipo: 'manual', concepto: data.concepto as string, monto: centsText(toCents(data.monto as number)) };
  }
}
