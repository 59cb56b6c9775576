/**
 * Phone numbers as a receptionist types them: digits, spaces, '+', '-', '(' and ')', with 6 to 20 digits
 * ('+54 9 266 444-1234', '(0266) 15 444 1234'). Stored with the spaces tidied; shown 2-4-4 when ten digits
 * (`formatPhone`). Rows saved before this rule may hold anything: reads never check, only new writes do.
 */
export const TELEFONO_DIGITOS = { min: 6, max: 20 } as const;

export const TELEFONO_MSG = {
  caracteres: 'Teléfono: solo números, espacios y los signos + - ( )',
  digitos: `Teléfono: entre ${TELEFONO_DIGITOS.min} y ${TELEFONO_DIGITOS.max} dígitos`,
} as const;

/** Trimmed, with every run of spaces made one, and no space just inside parentheses: '( 0266 )  15' -> '(0266) 15'. */
export function normalizePhone(text: string): string {
  return text.trim().replace(/\s+/g, ' ').replace(/\(\s/g, '(').replace(/\s\)/g, ')');
}

/** The first problem of a typed phone, or null when it may be saved. */
export function phoneProblem(text: string): string | null {
  if (!/^[0-9+\-() ]+$/.test(text)) return TELEFONO_MSG.caracteres;
  const digits = text.replace(/\D/g, '').length;
  if (digits < TELEFONO_DIGITOS.min || digits > TELEFONO_DIGITOS.max) return TELEFONO_MSG.digitos;
  return null;
}
