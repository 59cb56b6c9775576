/**
 * 'Reservar Ahora': a chat with the complex's WhatsApp number (from configuration) in a new tab. Until the number
 * arrives the link leads to the contact page, so it is never dead.
 */
import type { ReactNode } from 'react';
import { whatsappUrl } from '@camping/contracts/whatsapp';
import { SiteLink } from '../../../lib/navigation';
import { useSitio } from '@camping/ui/hooks/use-sitio';

export interface WhatsappLinkProps {
  text?: string;
  className?: string;
  children?: ReactNode;
  'aria-label'?: string;
}

export function WhatsappLink({ text, className = 'btn btn-accent', children = 'Reservar Ahora', ...rest }: WhatsappLinkProps) {
  const { data: sitio } = useSitio();
  if (!sitio?.whatsapp) {
    return (
      <SiteLink className={className} to="/contact" aria-label={rest['aria-label']}>
        {children}
      </SiteLink>
    );
  }
  return (
    <a className={className} href={whatsappUrl(sitio.whatsapp, text)} target="_blank" rel="noopener" aria-label={rest['aria-label']}>
      {children}
    </a>
  );
}
