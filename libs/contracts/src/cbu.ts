/**
 * The CBU (Clave Bancaria Uniforme) of an Argentine bank account: 22 digits in two blocks, each ending in a check
 * digit (BCRA): 8 digits (bank, branch, check) and 14 (account, check). A typo in a CBU sends a guest's transfer
 * nowhere, so both check digits are verified, not only the length.
 */
export const CBU_MSG = {
  longitud: 'El CBU debe tener exactamente 22 dígitos, sin espacios ni guiones',
  verificador: 'El CBU no es válido: revise los dígitos (no coinciden los verificadores)',
} as const;

function checkDigit(digits: string, weights: number[]): number {
  const sum = weights.reduce((acc, weight, i) => acc + Number(digits[i]) * weight, 0);
  return (10 - (sum % 10)) % 10;
}

/** The first problem of a CBU, or null when it is valid. */
export function cbuProblem(cbu: string): string | null {
  if (!/^\d{22}$/.test(cbu)) return CBU_MSG.longitud;
  const bloque1 = cbu.slice(0, 8);
  const bloque2 = cbu.slice(8);
  const ok1 = checkDigit(bloque1, [7, 1, 3, 9, 7, 1, 3]) === Number(bloque1[7]);
  const ok2 = checkDigit(bloque2, [3, 9, 7, 1, 3, 9, 7, 1, 3, 9, 7, 1, 3]) === Number(bloque2[13]);
  return ok1 && ok2 ? null : CBU_MSG.verificador;
}
