/**
 * Hands a link to someone the best way the device offers: the system's share sheet (Web Share API: on a phone it
 * lists WhatsApp, mail and the rest), else the clipboard (a desktop browser: the clerk pastes it into the chat), else
 * WhatsApp with the message. A share sheet the clerk closed is an answer, not a failure: nothing else opens then.
 */
export interface LinkToShare {
  title: string;
  text: string;
  /** An absolute address. */
  url: string;
}

export type ShareOutcome = 'shared' | 'dismissed' | 'copied' | 'whatsapp';

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

/** `whatsappUrl`: the wa.me link with the message, opened when neither the share sheet nor the clipboard is there. */
export async function shareLink(link: LinkToShare, whatsappUrl: string): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function' && (navigator.canShare?.(link) ?? true)) {
    try {
      await navigator.share(link);
      return 'shared';
    } catch (error) {
      if (isAbort(error)) return 'dismissed';
      // Refused (no permission, nothing the device can share to): the next way.
    }
  }
  if (typeof navigator.clipboard?.writeText === 'function') {
    try {
      await navigator.clipboard.writeText(link.url);
      return 'copied';
    } catch {
      // An insecure page or a denied permission: the next way.
    }
  }
  window.open(whatsappUrl, '_blank', 'noopener,noreferrer');
  return 'whatsapp';
}
