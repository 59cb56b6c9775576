import { toCardinal } from 'n2words/es-ES';
import { toCents } from '@camping/contracts/money';

/**
 * An amount in words for a receipt, as Argentine receipts write it: «Son pesos veintiún mil con 50/100».
 * n2words (a maintained, dependency-free library) spells the number; it writes «veintiuno mil», «treinta y uno mil»
 * and «veintiuno millones», where Spanish shortens «uno» before «mil» and «millón/millones» («veintiún mil»,
 * «treinta y un mil», «veintiún millones»): that one rule is applied here (checked in monto-en-letras.spec.ts).
 */
export function montoEnLetras(monto: number): string {
  const total = toCents(monto);
  const pesos = Math.floor(total / 100);
  const centavos = String(total % 100).padStart(2, '0');
  return `Son pesos ${apocope(toCardinal(pesos))} con ${centavos}/100`;
}

function apocope(words: string): string {
  return words.replace(/veintiuno (?=mil|millón|millones)/g, 'veintiún ').replace(/\buno (?=mil|millón|millones)/g, 'un ');
}
