import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { todayIso } from '@camping/contracts/dates';
import { formatDateTimeAR } from '@camping/contracts/format';
import { PARCELAS_CAMPING, TIPO_CAMPING, TIPO_GRUPOS } from '@camping/contracts/domain';
import { MSG, prereservaVencidaMessage } from '@camping/contracts/messages';
import { peopleLimitProblem } from '@camping/contracts/people-limits';
import { capacidadError, descuentoError, entradaNuevaError, fechasEdicionError } from '@camping/contracts/reserva-rules';
import { esPrereservaAlta } from '@camping/contracts/schemas/reserva-alta';
import { stayMoveError } from '@camping/contracts/stay-state-moves';
import type { Reserva, ReservaCreateData, ReservaUpdateData } from '@camping/contracts/schemas/reserva';
import { ESTADO_PRERESERVA } from '@camping/contracts/schemas/reserva';
import { ClientesService } from '../clientes/clientes.service';
import { isReferencedRowError, pgConstraint } from '../database/postgres-errors';
import { Transactions, type Tx } from '../database/transactions';
import { HospedajesService } from '../hospedajes/hospedajes.service';
import { PagosService } from '../pagos/pagos.service';
import { CancelacionService } from './cancelacion.service';
import { MinimumStay } from './minimum-stay';
import { cuentaCoherente, montoNoMenorQuePagado, movimientoPermitido, personasCubrenHuespedes, sinSolapamiento } from './reserva-write-refusals';
import { conSufijoGrupo, descuentoEditadoError, resolverMudanza, resolverTipo, soloLecturaError, venceElError } from './reserva-rules';
import { ReservasRepository, type AlcanceVencimiento, type CambiosReserva } from './reservas.repository';

/** Where a stay's expired holds are cancelled before it takes its nights: its unit, or without one its type. */
function alcanceDeEstadia(entrada: string, salida: string, hospedajeId: number | null, tipo: number): AlcanceVencimiento {
  return { entrada, salida, hospedajeId, tipoHospedajeId: tipo };
}

const badRequest = (message: string) => new BadRequestException({ success: false, message });
const conflict = (message: string) => new ConflictException({ success: false, message });

@Injectable()
export class ReservasService {
  constructor(
    private readonly reservas: ReservasRepository,
    private readonly hospedajes: HospedajesService,
    private readonly clientes: ClientesService,
    private readonly pagos: PagosService,
    private readonly cancelacion: CancelacionService,
    private readonly transactions: Transactions,
    private readonly minimo: MinimumStay,
  ) {}

  /**
   * Creates a reservation in its own transaction, or in the caller's (Reserva Rápida), with its seña when one is
   * sent (`sena_monto`; recorded by `usuario`): both are saved or neither. Answers its id.
   */
  create(data: ReservaCreateData, usuario: string | null, tx?: Tx): Promise<number> {
    const work = async (own: Tx) => {
      const reservaId = await this.createIn(data, own);
      if (data.sena_monto !== undefined) {
        await this.pagos.create(
          {
            reserva_id: reservaId,
            monto: data.sena_monto,
            metodo_pago: data.sena_metodo_pago ?? data.metodo_pago,
            observaciones: 'Seña',
          },
          usuario,
          own,
        );
      }
      return reservaId;
    };
    return tx ? work(tx) : this.transactions.run(work);
  }

  private async createIn(data: ReservaCreateData, tx: Tx): Promise<number> {
    const fechaError = entradaNuevaError(data.fecha_entrada, todayIso());
    if (fechaError) throw badRequest(fechaError);
    if (!(await this.clientes.exists(data.cliente_id, tx))) throw badRequest(MSG.clienteInvalido);
    const unidad = data.hospedaje_id !== null ? await this.hospedajes.unitOrNull(data.hospedaje_id, tx) : null;
    const tipo = resolverTipo(data, unidad);
    if (tipo.error !== undefined) throw badRequest(tipo.error);
    const capacidad = capacidadError(data.cantidad_personas, unidad) ?? peopleLimitProblem(tipo.tipo, data.cantidad_personas);
    if (capacidad) throw badRequest(capacidad);
    const vencimiento = venceElError(data.vence_el);
    if (vencimiento) throw badRequest(vencimiento);
    // Reserva Rápida's schema has no such rule of its own: checked here for every new booking.
    const descuento = descuentoError(data.descuento, data.monto_total);
    if (descuento) throw badRequest(descuento);
    // The seasons' limits (issue 35) on every live stay: cabins and dormis, camping and groups.
    const viva = data.estado !== 'cancelada';
    const excepcion = viva ? await this.minimo.check(data.fecha_entrada, data.fecha_salida, data.motivo_minimo, tx) : null;
    const retener = esPrereservaAlta(data);
    // An expired hold frees its unit now, whatever the sweep has done yet: cancel it in this transaction first.
    if (data.estado !== 'cancelada') {
      await this.reservas.expireHolds(alcanceDeEstadia(data.fecha_entrada, data.fecha_salida, data.hospedaje_id, tipo.tipo), tx);
    }
    if (tipo.tipo === TIPO_CAMPING && data.estado !== 'cancelada') {
      await this.assertParcelaLibre(data.fecha_entrada, data.fecha_salida, null, tx);
    }
    const observaciones = tipo.tipo === TIPO_GRUPOS ? conSufijoGrupo(data.observaciones) : (data.observaciones ?? null);
    const reservaId = await sinSolapamiento(() =>
      this.reservas.insert(
        {
          clienteId: data.cliente_id,
          hospedajeId: data.hospedaje_id,
          tipoHospedajeId: tipo.tipo,
          fechaEntrada: data.fecha_entrada,
          fechaSalida: data.fecha_salida,
          cantidadPersonas: data.cantidad_personas,
          montoTotal: data.monto_total,
          descuento: data.descuento,
          estado: retener ? ESTADO_PRERESERVA : data.estado,
          metodoPago: data.metodo_pago,
          observaciones,
          venceEl: retener ? (data.vence_el ?? 'horasPorDefecto') : null,
        },
        tx,
      ),
    );
    await this.minimo.record(reservaId, excepcion, tx);
    return reservaId;
  }

  async get(id: number): Promise<Reserva> {
    const reserva = await this.reservas.findById(id);
    if (!reserva) throw new NotFoundException({ success: false, message: MSG.reservaNoEncontrada });
    return reserva;
  }

  /**
   * Changes the fields sent, each applied or refused naming it. A cabin or dormi stay may move to another unit
   * (`hospedaje_id`), checked like a new booking: the unit exists, the people fit, no clash (the exclusion
   * constraint); its type follows the unit and the amount changes only when sent. The client does not change.
   */
  async update(data: ReservaUpdateData): Promise<Reserva> {
    // Its own transaction: an expired hold stays cancelled even when the edit is then refused.
    const [vencida] = await this.transactions.runApart((tx) => this.reservas.expireHolds({ reservaId: data.id }, tx));
    return this.transactions.run(async (tx) => {
      const actual = await this.reservas.findForUpdate(data.id, tx);
      if (!actual) throw new NotFoundException({ success: false, message: MSG.reservaNoEncontrada });
      const leida = (await this.reservas.findById(actual.id, tx)) as Reserva;

      if (data.cliente_id !== undefined && data.cliente_id !== actual.clienteId) throw badRequest(MSG.clienteNoCambia);
      const mudanza = resolverMudanza(actual, data.hospedaje_id);
      if (mudanza.error !== undefined) throw badRequest(mudanza.error);
      const seMueve = mudanza.hospedajeId !== actual.hospedajeId;
      const destino = seMueve ? await this.hospedajes.hospedajeOrNull(mudanza.hospedajeId as number) : null;
      if (seMueve && !destino) throw badRequest(MSG.hospedajeInexistente);
      const tipo = destino?.tipo_hospedaje_id ?? actual.tipoHospedajeId;
      if (data.tipo_hospedaje_id !== undefined && data.tipo_hospedaje_id !== tipo) throw badRequest(MSG.tipoNoCorresponde);
      const soloLectura = soloLecturaError(data, {
        tipo_hospedaje: [leida.tipo_hospedaje, destino?.tipo_hospedaje],
        numero_hospedaje: [leida.numero_hospedaje, destino?.numero],
        nombre: [leida.nombre],
        apellido: [leida.apellido],
        documento: [leida.documento],
        telefono: [leida.telefono],
        cliente_nombre: [leida.nombre],
        cliente_apellido: [leida.apellido],
        cliente_documento: [leida.documento],
        cliente_telefono: [leida.telefono],
      });
      if (soloLectura) throw badRequest(soloLectura);

      const actuales = { fecha_entrada: actual.fechaEntrada, fecha_salida: actual.fechaSalida };
      const fechaError = fechasEdicionError(actuales, data, todayIso());
      if (fechaError) throw badRequest(fechaError);
      const fechaEntrada = data.fecha_entrada ?? actual.fechaEntrada;
      const fechaSalida = data.fecha_salida ?? actual.fechaSalida;

      const personas = data.cantidad_personas ?? actual.cantidadPersonas;
      if ((seMueve || personas !== actual.cantidadPersonas) && mudanza.hospedajeId !== null) {
        const unidad = destino ?? (await this.hospedajes.unitOrNull(mudanza.hospedajeId, tx));
        const capacidad = capacidadError(personas, unidad);
        if (capacidad) throw badRequest(capacidad);
      }
      if (data.cantidad_personas !== undefined && data.cantidad_personas !== actual.cantidadPersonas) {
        const limite = peopleLimitProblem(actual.tipoHospedajeId, data.cantidad_personas);
        if (limite) throw badRequest(limite);
      }

      const esPrereserva = actual.estado === ESTADO_PRERESERVA;
      const quiereRetener = data.estado === ESTADO_PRERESERVA || (data.vence_el !== undefined && data.vence_el !== null);
      // The client still holds it as a hold, but its time ran out just now: say so rather than a puzzling refusal.
      if (vencida && quiereRetener) throw conflict(prereservaVencidaMessage(formatDateTimeAR(vencida.venceEl.toISOString())));
      // 'pendiente' may only repeat a hold's state (clients send the whole reservation back); no stay becomes a hold.
      if (data.estado === ESTADO_PRERESERVA && !esPrereserva) throw badRequest(MSG.estadoEditable);
      const sigueRetenida = esPrereserva && (data.estado === undefined || data.estado === ESTADO_PRERESERVA);
      if (data.vence_el !== undefined && data.vence_el !== null) {
        if (!esPrereserva) throw badRequest(MSG.venceElSoloPrereserva);
        const cambia = new Date(data.vence_el).getTime() !== actual.venceEl?.getTime();
        const vencimiento = cambia ? venceElError(data.vence_el) : null;
        if (vencimiento) throw badRequest(vencimiento);
      }
      if (data.vence_el === null && sigueRetenida) throw badRequest(MSG.venceElObligatorio);
      // The table of stay states (issue 33): a checked-in stay is not cancelled, a finished one not made live again.
      const movimiento = data.estado === undefined ? null : stayMoveError(leida, { ...leida, estado: data.estado });
      if (movimiento) throw conflict(movimiento);
      const descuento = descuentoEditadoError(leida, data);
      if (descuento) throw badRequest(descuento);

      const estado = data.estado ?? actual.estado;
      const fechasCambian = fechaEntrada !== actual.fechaEntrada || fechaSalida !== actual.fechaSalida;
      const vuelveAVivir = actual.estado === 'cancelada' && estado !== 'cancelada';
      const seOcupa = estado !== 'cancelada' && (fechasCambian || vuelveAVivir || seMueve);
      if (seOcupa) {
        await this.reservas.expireHolds(alcanceDeEstadia(fechaEntrada, fechaSalida, mudanza.hospedajeId, tipo), tx);
      }
      const fechasVivas = fechasCambian && estado !== 'cancelada';
      const excepcion = fechasVivas ? await this.minimo.check(fechaEntrada, fechaSalida, data.motivo_minimo, tx) : null;
      if (actual.tipoHospedajeId === TIPO_CAMPING && estado !== 'cancelada' && (fechasCambian || vuelveAVivir)) {
        await this.assertParcelaLibre(fechaEntrada, fechaSalida, actual.id, tx);
      }

      const cambios: CambiosReserva = {};
      if (seMueve) {
        cambios.hospedajeId = mudanza.hospedajeId;
        cambios.tipoHospedajeId = tipo;
      }
      if (data.fecha_entrada !== undefined) cambios.fechaEntrada = data.fecha_entrada;
      if (data.fecha_salida !== undefined) cambios.fechaSalida = data.fecha_salida;
      if (data.cantidad_personas !== undefined) cambios.cantidadPersonas = data.cantidad_personas;
      if (data.monto_total !== undefined) cambios.montoTotal = data.monto_total;
      if (data.descuento !== undefined) cambios.descuento = data.descuento;
      if (data.metodo_pago !== undefined) cambios.metodoPago = data.metodo_pago;
      if (data.estado !== undefined) cambios.estado = data.estado;
      if (data.vence_el && sigueRetenida) cambios.venceEl = data.vence_el;
      // A hold confirmed or finished by an edit is a booking: it keeps no expiry.
      if (esPrereserva && (estado === 'activa' || estado === 'finalizada')) cambios.venceEl = null;
      if (data.observaciones !== undefined) {
        cambios.observaciones =
          actual.tipoHospedajeId === TIPO_GRUPOS ? conSufijoGrupo(data.observaciones) : data.observaciones;
      }
      // Cancelled by an edit (clients that know no «Cancelar reserva»): Configuración's policy for the money (issue 32).
      if (estado === 'cancelada' && actual.estado !== 'cancelada') await this.cancelacion.cancelByEdit(actual.id, tx);
      await montoNoMenorQuePagado(this.reservas, actual.id, () =>
        cuentaCoherente(this.reservas, actual.id, data.descuento, () =>
          movimientoPermitido(() =>
            personasCubrenHuespedes(personas, () => sinSolapamiento(() => this.reservas.update(actual.id, cambios, tx))),
          ),
        ),
      );
      if (vuelveAVivir) await this.cancelacion.uncancel(actual.id, tx);
      await this.minimo.record(actual.id, excepcion, tx);
      return (await this.reservas.findById(actual.id, tx)) as Reserva;
    });
  }

  /**
   * «Confirmar»: a live hold becomes an 'activa' booking without expiry (one statement). An expired one is cancelled
   * (its unit is free again) and refused, naming when it expired; a reservation that is not a hold is refused.
   */
  async confirm(id: number): Promise<Reserva> {
    // Its own transaction, so the expired hold stays cancelled although the confirmation is refused.
    const [vencida] = await this.transactions.runApart((tx) => this.reservas.expireHolds({ reservaId: id }, tx));
    if (vencida) throw conflict(prereservaVencidaMessage(formatDateTimeAR(vencida.venceEl.toISOString())));
    return this.transactions.run(async (tx) => {
      if (!(await this.reservas.confirmHold(id, tx))) {
        if (!(await this.reservas.findById(id, tx))) throw new NotFoundException({ success: false, message: MSG.reservaNoEncontrada });
        throw conflict(MSG.noEsPrereserva);
      }
      return (await this.reservas.findById(id, tx)) as Reserva;
    });
  }

  /** The sweep (stale-holds-sweep.ts): every expired hold cancelled with its note; answers how many. */
  async expireAllHolds(tx: Tx): Promise<number> {
    return (await this.reservas.expireHolds({}, tx)).length;
  }

  /** A reservation with payments is refused by the database (pagos' foreign key): it is cancelled instead. */
  async remove(id: number): Promise<void> {
    let deleted: boolean;
    try {
      deleted = await this.transactions.run((tx) => this.reservas.delete(id, tx));
    } catch (error) {
      if (isReferencedRowError(error) && pgConstraint(error) === 'pagos_reserva_id_fkey') {
        throw conflict(MSG.reservaConPagos);
      }
      throw error;
    }
    if (!deleted) throw new NotFoundException({ success: false, message: MSG.reservaNoEncontrada });
  }

  /** Camping has 72 plots: a live camping stay needs a free plot on every night. */
  /** The most camping plots taken on any one night of [entrada, salida) (the public quote's "is there room?"). */
  campingPeak(entrada: string, salida: string): Promise<number> {
    return this.reservas.campingMaxPerNight(entrada, salida, null);
  }

  private async assertParcelaLibre(entrada: string, salida: string, excluirId: number | null, tx: Tx): Promise<void> {
    await this.reservas.lockCamping(tx);
    if ((await this.reservas.campingMaxPerNight(entrada, salida, excluirId, tx)) >= PARCELAS_CAMPING) {
      throw conflict(MSG.campingCompleto);
    }
  }
}
