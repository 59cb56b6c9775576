/**
 * What a receptionist types as a price, read the es-AR way: '46000', '46.000', '$ 46.000' and '46000,50' are all
 * numbers (dots group thousands, the comma is the decimal mark). Prices carry no decimals, so the value is rounded
 * to whole pesos. Anything else is returned as typed, and the shared schema refuses it with the spec's message.
 */
export function parsePrecioText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.replace(/\$/g, '').replace(/\s/g, '');
  if (text === '') return value;
  let normalized: string;
  if (/^\d{1,3}(\.\d{3})+(,\d+)?$/.test(text)) normalized = text.replace(/\./g, '').replace(',', '.');
  else if (/^\d+(,\d+)?$/.test(text)) normalized = text.replace(',', '.');
  else if (/^\d+\.\d{1,2}$/.test(text)) normalized = text;
  else return value;
  return Math.round(Number(normalized));
}
