/**
 * «Copiar enlace»: puts a screen's absolute address on the clipboard, for the clerk to paste in a chat or a mail, and
 * says so with a toast. Where the browser refuses the clipboard, it says where else to copy it from.
 */
import { notify } from './toast';

export const ENLACE_COPIADO = 'Enlace copiado';
export const ENLACE_NO_COPIADO = 'No se pudo copiar el enlace: cópielo de la barra de direcciones del navegador.';

export function CopyLinkButton({ url, className = 'btn btn-secondary' }: { url: string; className?: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify.success(ENLACE_COPIADO);
    } catch {
      // No clipboard (an insecure origin, a refused permission): the address bar holds the same address.
      notify.error(ENLACE_NO_COPIADO);
    }
  };
  return (
    <button type="button" className={className} onClick={() => void copy()}>
      Copiar enlace
    </button>
  );
}
