/**
 * The account's refusals by PostgreSQL (issue 32, migration 1764400000005) in the clerk's words. The services check
 * first, under the stay's lock, and answer with the amounts; these are the database's last word, for a write the
 * checks cannot see (the spec's PUT reservas writing an amount or a discount the account cannot take).
 */
import { formatARSCents } from '@camping/contracts/format';
import { MSG_CUENTA, descuentoExcedeTotalMessage, descuentoMenorQueCuentaMessage, montoMenorQueCargosMessage } from '@camping/contracts/messages-cuenta';
import { toCents } from '@camping/contracts/money';
import { PG_CHECK_VIOLATION, PG_NUMERIC_OVERFLOW, pgConstraint, pgDetail, pgErrorCode } from '../database/postgres-errors';

/** Refusals worded without reading anything: a frozen (cancelled) account, the lodging, a total too large. */
export function cuentaRefusal(error: unknown): string | null {
  if (pgErrorCode(error) === PG_NUMERIC_OVERFLOW) return MSG_CUENTA.cuentaTotalExcesivo;
  if (pgErrorCode(error) !== PG_CHECK_VIOLATION) return null;
  switch (pgConstraint(error)) {
    case 'cuenta_reserva_cancelada':
      return MSG_CUENTA.cuentaReservaCancelada;
    case 'cuenta_alojamiento_no_se_quita':
      return MSG_CUENTA.alojamientoNoSeQuita;
    case 'cuenta_descuento_de_reserva':
      // The trigger names the least the stay's discount can be: the discounts given from the account.
      return descuentoMenorQueCuentaMessage(formatARSCents(pgDetail(error) ?? 0));
    default:
      return null;
  }
}

/** The constraints an amount or a discount written straight on a stay may break, whose words need its figures. */
export function necesitaCifrasDeCuenta(error: unknown): boolean {
  const constraint = pgConstraint(error);
  return pgErrorCode(error) === PG_CHECK_VIOLATION && (constraint === 'reservas_alojamiento_no_negativo' || constraint === 'reservas_monto_total_check');
}

/** What the stay's account had when the write was refused, and the discount the write asked for. */
export interface CifrasDeCuenta {
  cargos_adicionales: number;
  cargos: number;
  descuento: number;
}

/**
 * A total below the charges besides the lodging less the discounts (the lodging would go below 0), or a discount
 * above every charge (the total would go below 0).
 */
export function montoCuentaRefusal(error: unknown, cifras: CifrasDeCuenta): string {
  if (pgConstraint(error) === 'reservas_monto_total_check') {
    return descuentoExcedeTotalMessage(formatARSCents(cifras.descuento), formatARSCents(cifras.cargos));
  }
  const minimo = Math.max(0, toCents(cifras.cargos_adicionales) - toCents(cifras.descuento)) / 100;
  return montoMenorQueCargosMessage(formatARSCents(minimo));
}
