/**
 * The messages of the stay's account (issue 32, docs/stay-account.md and docs/cash-up.md): cancelling, refunds,
 * receipts, the early check-out, charges and discounts, the cash-up. Apart from MSG (messages.ts) so each file stays
 * readable; like messages.ts it imports nothing, so the federation shares one copy (libs/federation shared-leaf-imports).
 */
export const MSG_CUENTA = {
  // The stay's account: cancelling and refunds (issue 32)
  reservaCancelada: 'Reserva cancelada',
  cancelacionMotivoObligatorio: 'Elija el motivo de la cancelación',
  cancelacionMotivoInvalido: 'El campo motivo debe ser uno de los motivos de cancelación de la lista',
  cancelacionDetalleObligatorio: 'Escriba el motivo de la cancelación (eligió «Otro»)',
  cancelacionDineroInvalido: 'El campo dinero debe ser conservar o reembolsar',
  cancelacionReembolsoMontoObligatorio: 'Indique el monto a reembolsar',
  cancelacionReembolsoMetodoObligatorio: 'Indique cómo se reembolsa: efectivo, transferencia o tarjeta',
  cancelacionDineroSinElegir: 'Elija si lo pagado se conserva o se reembolsa.',
  cancelacionReembolsoSinElegir: 'Para reembolsar, elija «Reembolsar una parte o todo»',
  cancelacionYaCancelada: 'La reserva ya está cancelada',
  cancelacionConIngreso: 'El huésped ya ingresó: registre su salida en lugar de cancelar la reserva',
  cancelacionFinalizada: 'La reserva está finalizada: no se puede cancelar',
  errorCancelarReserva: 'Error al cancelar la reserva',
  reembolsoCreado: 'Reembolso registrado',
  reembolsoSinPagos: 'La reserva no tiene pagos: no hay nada que reembolsar',
  reembolsoFechaFutura: 'La fecha del reembolso no puede ser posterior a hoy',
  errorRegistrarReembolso: 'Error al registrar el reembolso',
  salidaSinIngresoAviso: 'El ingreso del huésped no se registró: al registrar la salida queda anotado.',
  salidaSinIngresoNota: 'El ingreso del huésped no se había registrado: queda anotado.',
  salidaAntesDeEntrada: 'No se puede registrar la salida antes del día de entrada',
  comprobanteNoEncontrado: 'Comprobante no encontrado',
  pagoConReembolsos: 'Los reembolsos de la reserva superarían lo pagado: ese pago no se puede eliminar ni reducir tanto',
  pagoReservaCancelada: 'La reserva está cancelada: no admite pagos. Si el huésped vuelve, cree una reserva nueva.',
  // The stay's account: charges and discounts (issue 32, docs/stay-account.md «Charges»)
  cuentaTitulo: 'Cuenta',
  cargoAgregado: 'Cargo agregado a la cuenta',
  descuentoAplicado: 'Descuento aplicado a la cuenta',
  cargoQuitado: 'Cargo quitado de la cuenta',
  descuentoQuitado: 'Descuento quitado de la cuenta',
  cuentaReservaCancelada: 'La reserva está cancelada: su cuenta no admite cargos ni descuentos',
  lineaCuentaNoEncontrada: 'Cargo o descuento no encontrado',
  alojamientoNoSeQuita: 'El alojamiento no se quita de la cuenta: si cambió, edite el monto total de la reserva',
  cargoSinTipo: 'Elija un extra del catálogo (extra_id) o escriba el concepto y el monto de un cargo manual',
  cargoExtraConConcepto: 'Un cargo del catálogo lleva el nombre y el precio del extra: no envíe concepto ni monto',
  cargoManualConCantidad: 'Un cargo manual lleva concepto y monto, sin cantidad ni noches',
  cargoManualSinConcepto: 'El campo concepto es obligatorio',
  cargoManualSinMonto: 'El campo monto es obligatorio',
  descuentoMontoOPorcentaje: 'Indique el descuento en pesos (monto) o en porcentaje (porcentaje): uno de los dos',
  descuentoSinCargos: 'La cuenta no tiene cargos sobre los que aplicar un porcentaje',
  cuentaTotalExcesivo: 'El total de la cuenta superaría el máximo permitido ($ 9.999.999.999,99)',
  errorCargarCuenta: 'Error al cargar la cuenta de la reserva',
  errorAgregarCargo: 'Error al agregar el cargo',
  errorAplicarDescuento: 'Error al aplicar el descuento',
  errorQuitarLineaCuenta: 'Error al quitar el cargo o descuento',
  extraCreado: 'Extra agregado al catálogo',
  extraActualizado: 'Extra actualizado',
  extraNoEncontrado: 'Extra no encontrado',
  extraDuplicado: 'Ya hay un extra con ese nombre en el catálogo',
  errorCargarExtras: 'Error al cargar el catálogo de extras',
  errorGuardarExtra: 'Error al guardar el extra',
  // The cash-up («Caja», issue 32, docs/cash-up.md)
  cajaCerrada: 'Caja cerrada',
  cajaReabierta: 'Caja reabierta: su usuario puede volver a cerrarla',
  cajaFechaFutura: 'El día de la caja no puede ser posterior a hoy',
  cajaSoloPropia: 'Solo puede ver y cerrar su propia caja',
  cajaCierreNoEncontrado: 'Cierre de caja no encontrado',
  cajaYaReabierta: 'Ese cierre de caja ya fue reabierto',
  cajaMotivoObligatorio: 'Indique el motivo de la reapertura',
  cajaEfectivoObligatorio: 'Indique el efectivo contado',
  cajaEfectivoNumero: 'El efectivo contado debe ser un número',
  cajaEfectivoNegativo: 'El efectivo contado no puede ser negativo',
  cajaEfectivoDecimales: 'El efectivo contado no puede tener más de dos decimales',
  cajaEfectivoExcesivo: 'El efectivo contado es demasiado grande',
  cajaRangoInvertido: 'La fecha desde no puede ser posterior a hasta',
  cajaRangoLargo: 'Pida como máximo 366 días de cierres por vez',
  errorCargarCaja: 'Error al cargar la caja',
  errorCargarCierres: 'Error al cargar los cierres de caja',
  errorCerrarCaja: 'Error al cerrar la caja',
  errorReabrirCaja: 'Error al reabrir la caja',
} as const;

/** POST reservas/cancelar with money received and no choice of what happens to it. */
export function cancelacionDineroObligatorioMessage(pagado: string): string {
  return `La reserva tiene ${pagado} pagados: elija si se conservan o se reembolsan (campo dinero)`;
}

/** A refund above what the stay has paid (payments less earlier refunds). */
export function reembolsoExcedePagadoMessage(pagado: string): string {
  return `El reembolso no puede superar lo pagado (${pagado})`;
}

/** PUT pagos sent with a reserva_id other than the payment's own: a payment never moves to another stay. */
export function pagoOtraReservaMessage(reservaId: number): string {
  return `El campo reserva_id no coincide con la reserva del pago (#${reservaId}): un pago no se mueve a otra reserva`;
}

/** «Cerrar caja» a second time for the same user and day (`fecha` DD/MM/YYYY, `cuando` DD/MM/YYYY HH:mm). */
export function cajaYaCerradaMessage(usuario: string, fecha: string, cuando: string): string {
  return `La caja de ${usuario} del ${fecha} ya está cerrada (el ${cuando}). Un administrador puede reabrirla.`;
}

/** A till closed with a difference and no note (`diferencia` as staff read it: «Faltante de $ 500»). */
export function cajaDiferenciaSinObservacionMessage(diferencia: string): string {
  return `La caja no cierra (${diferencia.toLowerCase()}): explique la diferencia en observaciones`;
}

/** An early check-out charging the nights used, with more paid than they cost and no way to give it back. */
export function salidaReembolsoMetodoMessage(pagado: string, monto: string, diferencia: string): string {
  return `Lo pagado (${pagado}) supera lo que cuestan las noches usadas (${monto}): indique cómo se devuelven ${diferencia} (campo reembolso_metodo_pago) o cobre la estadía completa`;
}

/** A charge from the catalogue naming an extra that does not exist (issue 32). */
export function extraInexistenteMessage(id: number): string {
  return `El extra N.º ${id} no existe en el catálogo`;
}

/** A charge from the catalogue naming an extra no longer offered. */
export function extraRetiradoMessage(nombre: string): string {
  return `El extra «${nombre}» ya no se ofrece: elija otro o cargue uno manual`;
}

/** Nights sent for an extra charged once. */
export function extraUnicoSinNochesMessage(nombre: string): string {
  return `El extra «${nombre}» se cobra una vez: no lleva noches`;
}

/** A per-night extra for more nights than the stay has. */
export function nochesExcedenEstadiaMessage(noches: number): string {
  return `La estadía tiene ${noches === 1 ? '1 noche' : `${noches} noches`}: un extra por noche se cobra como máximo por ${noches}`;
}

/** One line of the account above its limit (`monto` and `maximo` as ARS). */
export function cargoExcesivoMessage(monto: string, maximo: string): string {
  return `El cargo (${monto}) supera el máximo de ${maximo} por línea`;
}

/** A discount larger than the account's total (both as ARS). */
export function descuentoExcedeTotalMessage(descuento: string, total: string): string {
  return `El descuento (${descuento}) supera el total de la cuenta (${total})`;
}

/** A discount, or a charge removed, that would leave the total below what was paid (`que`: «Con ese descuento»...). */
export function totalBajoPagadoMessage(que: string, total: string, pagado: string): string {
  return `${que} el total quedaría en ${total}, menos de lo ya pagado (${pagado}). Registre primero un reembolso.`;
}

/** PUT reservas with a total below the account's extra charges less its discounts (they stay; the lodging cannot go below 0). */
export function montoMenorQueCargosMessage(minimo: string): string {
  return `El monto total no puede ser menor a ${minimo}: los cargos adicionales de la cuenta menos sus descuentos. Quítelos primero desde «Cuenta».`;
}

/** PUT reservas with a `descuento` below the discounts given from the account. */
export function descuentoMenorQueCuentaMessage(minimo: string): string {
  return `El descuento no puede ser menor a ${minimo}: los descuentos aplicados desde la cuenta. Quítelos primero desde «Cuenta».`;
}

/** Before a charge leaves the account («Quitar», confirmed): what it was and what the total does. */
export function confirmarQuitarCargoMessage(concepto: string, monto: string): string {
  return `¿Quitar «${concepto}» (${monto}) de la cuenta? El total baja ${monto}.`;
}

/** Before a discount leaves the account. */
export function confirmarQuitarDescuentoMessage(motivo: string, monto: string): string {
  return `¿Quitar el descuento de ${monto} («${motivo}»)? El total sube ${monto}.`;
}
