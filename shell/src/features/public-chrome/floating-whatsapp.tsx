/**
 * The floating messaging button of spec section 2. A mouse hovering it reveals the bubble (a message, 'En línea' and
 * 'Reservar Ahora'), which hides 300 ms after the pointer leaves; an outside click or Escape closes it. On a touch
 * screen (no hover) the first tap opens the bubble and a second tap, or the bubble's button, opens the chat.
 * The chat is the configured WhatsApp number, in a new tab. Not shown on admin screens (docs/decisions.md).
 * «En línea» only within the reception hours the server sends (BUSINESS_HOURS); otherwise, or when they are not
 * known, «Respondemos a la brevedad»: the bubble must not promise someone is there at 3 a.m.
 */
import { useEffect, useId, useRef, useState, type FocusEvent, type PointerEvent as ReactPointerEvent } from 'react';
import { LIMITES } from '@camping/contracts/domain';
import { withinBusinessHours } from '@camping/contracts/business-hours';
import { whatsappUrl } from '@camping/contracts/whatsapp';
import { useSitio } from '@camping/ui/hooks/use-sitio';
import { useOverMarked } from './use-over-marked';

export const BUBBLE_MESSAGE = '¡Hola! ¿En qué podemos ayudarte? Escribinos para consultar disponibilidad y tarifas.';
export const STATUS_ONLINE = 'En línea';
export const STATUS_LATER = 'Respondemos a la brevedad';

function WhatsAppIcon({ size = 30 }: { size?: number }) {
  return (
    <svg viewBox="0 0 32 32" width={size} height={size} aria-hidden="true" focusable="false" fill="currentColor">
      <path d="M16 3a13 13 0 0 0-11.2 19.6L3 29l6.6-1.7A13 13 0 1 0 16 3Zm0 23.7a10.7 10.7 0 0 1-5.5-1.5l-.4-.2-3.9 1 1-3.8-.3-.4A10.7 10.7 0 1 1 16 26.7Zm5.9-8c-.3-.2-1.9-.9-2.2-1s-.5-.2-.7.2-.8 1-1 1.2-.4.2-.7.1a8.8 8.8 0 0 1-4.4-3.8c-.3-.6.3-.5 1-1.8a.6.6 0 0 0 0-.6l-1-2.4c-.3-.6-.5-.5-.7-.5h-.6a1.2 1.2 0 0 0-.9.4 3.7 3.7 0 0 0-1.1 2.7 6.4 6.4 0 0 0 1.3 3.4 14.7 14.7 0 0 0 5.7 5c2.1.9 2.9 1 4 .8a3.4 3.4 0 0 0 2.2-1.6 2.8 2.8 0 0 0 .2-1.6c-.1-.2-.3-.3-.6-.4Z" />
    </svg>
  );
}

export function FloatingWhatsApp() {
  const { data: sitio } = useSitio();
  const bubbleId = useId();
  const [open, setOpen] = useState(false);
  const hideTimer = useRef<number | undefined>(undefined);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Out of the way over the quote (use-over-marked.ts), unless the visitor has opened the bubble.
  const overMarked = useOverMarked(buttonRef) && !open;
  /** Focus given back after closing must not open the bubble again. */
  const restoringFocus = useRef(false);

  const show = () => {
    window.clearTimeout(hideTimer.current);
    setOpen(true);
  };
  const hideSoon = () => {
    window.clearTimeout(hideTimer.current);
    hideTimer.current = window.setTimeout(() => setOpen(false), LIMITES.bubbleHideMs);
  };
  const close = (restoreFocus = false) => {
    window.clearTimeout(hideTimer.current);
    setOpen(false);
    if (!restoreFocus) return;
    restoringFocus.current = true;
    buttonRef.current?.focus();
    restoringFocus.current = false;
  };

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(containerRef.current?.contains(document.activeElement) ?? false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  useEffect(() => () => window.clearTimeout(hideTimer.current), []);

  const href = sitio ? whatsappUrl(sitio.whatsapp) : undefined;
  // Read when the bubble opens (it re-renders then), so a page left open over the evening is right.
  const online = open && !!sitio?.horario_atencion && withinBusinessHours(sitio.horario_atencion);
  // Only a real mouse hovers: touch pointers would open the bubble and the chat with one tap.
  const onPointerEnter = (event: ReactPointerEvent) => event.pointerType === 'mouse' && show();
  const onPointerLeave = (event: ReactPointerEvent) => event.pointerType === 'mouse' && hideSoon();
  const onFocus = (event: FocusEvent<HTMLButtonElement>) => {
    if (!restoringFocus.current && event.currentTarget.matches(':focus-visible')) show();
  };

  return (
    <div className={overMarked ? 'floating-whatsapp floating-away' : 'floating-whatsapp'} ref={containerRef} onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave}>
      {open ? (
        <div className="whatsapp-bubble" id={bubbleId} role="dialog" aria-label="Chat de WhatsApp" data-testid="whatsapp-bubble">
          <div className="whatsapp-bubble-header">
            <span className="whatsapp-avatar" aria-hidden="true">
              <WhatsAppIcon size={22} />
            </span>
            <span className="whatsapp-bubble-title">
              <strong>{sitio?.nombre ?? 'Camping y Cabañas'}</strong>
              <span className={online ? 'whatsapp-status' : 'whatsapp-status later'}>
                <span className="whatsapp-dot" aria-hidden="true" /> {online ? STATUS_ONLINE : STATUS_LATER}
              </span>
            </span>
            <button type="button" className="whatsapp-bubble-close" aria-label="Cerrar mensaje" onClick={() => close(true)}>
              ×
            </button>
          </div>
          <p className="whatsapp-message">{BUBBLE_MESSAGE}</p>
          {href ? (
            <a className="btn btn-primary whatsapp-cta" href={href} target="_blank" rel="noopener" onClick={() => close()}>
              Reservar Ahora
            </a>
          ) : null}
        </div>
      ) : null}
      <button
        ref={buttonRef}
        type="button"
        className="whatsapp-button"
        aria-label="Abrir chat de WhatsApp"
        aria-expanded={open}
        aria-controls={open ? bubbleId : undefined}
        onClick={() => {
          if (!open) {
            show();
            return;
          }
          if (href) window.open(href, '_blank', 'noopener');
        }}
        onFocus={onFocus}
      >
        <WhatsAppIcon />
      </button>
    </div>
  );
}
