/**
 * The floating messaging button of spec section 2: hover (or tap) reveals a bubble with a message, 'En línea' and
 * 'Reservar Ahora'; it hides 300 ms after the pointer leaves and closes on an outside click.
 */
import { useEffect, useRef, useState } from 'react';
import { LIMITES } from '@camping/contracts/domain';
import { whatsappUrl } from '@camping/contracts/whatsapp';
import { useSitio } from './use-sitio';

function WhatsAppIcon() {
  return (
    <svg viewBox="0 0 32 32" width="30" height="30" aria-hidden="true" fill="currentColor">
      <path d="M16 3a13 13 0 0 0-11.2 19.6L3 29l6.6-1.7A13 13 0 1 0 16 3Zm0 23.7a10.7 10.7 0 0 1-5.5-1.5l-.4-.2-3.9 1 1-3.8-.3-.4A10.7 10.7 0 1 1 16 26.7Zm5.9-8c-.3-.2-1.9-.9-2.2-1s-.5-.2-.7.2-.8 1-1 1.2-.4.2-.7.1a8.8 8.8 0 0 1-4.4-3.8c-.3-.6.3-.5 1-1.8a.6.6 0 0 0 0-.6l-1-2.4c-.3-.6-.5-.5-.7-.5h-.6a1.2 1.2 0 0 0-.9.4 3.7 3.7 0 0 0-1.1 2.7 6.4 6.4 0 0 0 1.3 3.4 14.7 14.7 0 0 0 5.7 5c2.1.9 2.9 1 4 .8a3.4 3.4 0 0 0 2.2-1.6 2.8 2.8 0 0 0 .2-1.6c-.1-.2-.3-.3-.6-.4Z" />
    </svg>
  );
}

export function FloatingWhatsApp() {
  const sitio = useSitio();
  const [open, setOpen] = useState(false);
  const hideTimer = useRef<number | undefined>(undefined);
  const containerRef = useRef<HTMLDivElement>(null);

  const show = () => {
    window.clearTimeout(hideTimer.current);
    setOpen(true);
  };
  const hideSoon = () => {
    window.clearTimeout(hideTimer.current);
    hideTimer.current = window.setTimeout(() => setOpen(false), LIMITES.bubbleHideMs);
  };

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
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

  return (
    <div className="floating-whatsapp" ref={containerRef} onMouseEnter={show} onMouseLeave={hideSoon}>
      {open ? (
        <div className="whatsapp-bubble" role="dialog" aria-label="Chat de WhatsApp">
          <div className="whatsapp-bubble-header">
            <strong>Camping y Cabañas</strong>
            <span className="whatsapp-status">
              <span className="whatsapp-dot" aria-hidden="true" /> En línea
            </span>
          </div>
          <p>¡Hola! 👋 ¿En qué podemos ayudarte? Escribinos para consultar disponibilidad y tarifas.</p>
          <a className="btn btn-primary whatsapp-cta" href={href} target="_blank" rel="noopener noreferrer">
            Reservar Ahora
          </a>
        </div>
      ) : null}
      <button
        type="button"
        className="whatsapp-button"
        aria-label="Abrir chat de WhatsApp"
        aria-expanded={open}
        onClick={() => {
          // Touch screens have no hover: a first tap opens the bubble, a second opens the chat.
          if (!open) {
            show();
            return;
          }
          if (href) window.open(href, '_blank', 'noopener');
        }}
        onFocus={show}
      >
        <WhatsAppIcon />
      </button>
    </div>
  );
}
