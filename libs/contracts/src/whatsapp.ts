/** Links that open a WhatsApp chat with the complex, with a message already written. */
export const DEFAULT_WHATSAPP_TEXT = '¡Hola! Quisiera consultar por disponibilidad y tarifas del complejo.';

export function whatsappUrl(phoneDigits: string, text: string = DEFAULT_WHATSAPP_TEXT): string {
  const digits = phoneDigits.replace(/\D/g, '');
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}
