/**
 * What a receptionist types as a price, read the es-AR way: dots group thousands and the comma is the decimal mark,
 * so '46.000', '$ 46.000' and '46000' are forty-six thousand and '46,5' is forty-six and a half. Prices are whole
 * pesos (the spec shows them without decimals), so a value with cents is returned as it is and the form refuses it
 * (`precioFormSchema`) instead of rounding '46,5' to $47 behind the clerk's back. Anything else is returned as typed,
 * and the shared schema refuses it with the spec's message.
 */
export function parsePrecioText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.replace(/\$/g, '').replace(/\s/g, '');
  if (text === '') return value;
  let normalized: string;
  if (/^\d{1,3}(\.\d{3})+(,\d+)?$/.test(text)) normalized = text.replace(/\./g, '').replace(',', '.');
  else if (/^\d+(,\d+)?$/.test(text)) normalized = text.replace(',', '.');
  // '46.5' or '46.50' is no thousands grouping: read as the decimal it looks like, and refused as cents.
  else if (/^\d+\.\d{1,2}$/.test(text)) normalized = text;
  else return value;
  return Number(normalized);
}
