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

/**
 * A guest's phone in the Argentine international mobile form WhatsApp needs (`+54 9 <area> <number>`), as digits
 * without the '+' ('5492664441234'), or null when it cannot be one. Accepts how receptionists type numbers: with the
 * country code or the trunk 0, with or without the mobile '9', and with the old '15' after the area code
 * ('(0266) 15 444-1234'); the '15' is found where dropping it leaves the ten national digits. A number written with
 * another country code ('+598 …', '00598 …') is kept as it is. A number without area code (seven or eight digits)
 * is null: guessing the area would message a stranger.
 */
export function whatsappPhoneDigits(text: string | null | undefined): string | null {
  if (!text || phoneProblem(normalizePhone(text))) return null;
  const trimmed = text.trim();
  let digits = trimmed.replace(/\D/g, '');
  const international = trimmed.startsWith('+') || digits.startsWith('00');
  if (digits.startsWith('00')) digits = digits.slice(2);
  if (international && !digits.startsWith('54')) return digits.length >= 8 && digits.length <= 15 ? digits : null;
  // No Argentine area code starts with 5: a leading 54 on twelve or more digits is the country code typed without '+'.
  const withCountry = international || (digits.startsWith('54') && digits.length >= 12);
  let national = withCountry ? digits.slice(2) : digits;
  if (withCountry && national.length === 11 && national.startsWith('9')) national = national.slice(1);
  if (national.startsWith('0')) national = national.slice(1);
  if (national.length === 12) {
    const at = [2, 3, 4].find((cut) => national.slice(cut, cut + 2) === '15');
    if (at !== undefined) national = national.slice(0, at) + national.slice(at + 2);
  }
  return national.length === 10 ? `549${national}` : null;
}

/** `+54 9 2664441234` for display next to the WhatsApp button; null as `whatsappPhoneDigits`. */
export function internationalPhoneAR(text: string | null | undefined): string | null {
  const digits = whatsappPhoneDigits(text);
  if (!digits) return null;
  return digits.startsWith('549') ? `+54 9 ${digits.slice(3)}` : `+${digits}`;
}
