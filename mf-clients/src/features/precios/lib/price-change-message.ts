/** What the confirmation of a big price change says: the price, old and new amounts, and why it asks. */
import { formatARS } from '@camping/contracts/format';
import { PRECIO_CAMBIO } from '@camping/contracts/price-change';

export function priceChangeMessage(description: string, anterior: number, nuevo: number): string {
  const reason =
    nuevo < PRECIO_CAMBIO.minimoSinConfirmar
      ? `queda por debajo de ${formatARS(PRECIO_CAMBIO.minimoSinConfirmar)}`
      : `${nuevo > anterior ? 'sube' : 'baja'} un ${Math.round((Math.abs(nuevo - anterior) / anterior) * 100)} %`;
  return `${description}: de ${formatARS(anterior)} a ${formatARS(nuevo)} (${reason}). Las cotizaciones del sitio lo usan al instante. ¿Guardar el nuevo precio?`;
}
