/**
 * Puts text on the clipboard. The async Clipboard API needs a secure context (https or localhost); on plain http
 * the caller selects the field instead so staff can copy it by hand.
 */
export async function copyText(text: string): Promise<boolean> {
  if (!navigator.clipboard?.writeText) return false;
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
