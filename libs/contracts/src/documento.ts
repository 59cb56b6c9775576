/**
 * How a documento is compared: letters and digits only, in upper case ('30.123.456' and '30123456' are one person,
 * 'ab-123' and 'AB123' too). The one rule of the API (which also keeps it as the SQL function
 * documento_normalizado, for its unique index; a test checks both agree) and of the screens that look a client up.
 */
export function normalizeDocumento(documento: string): string {
  return documento.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
}

/** Whether two documentos are the same person's. */
export function sameDocumento(a: string, b: string): boolean {
  const left = normalizeDocumento(a);
  return left !== '' && left === normalizeDocumento(b);
}
