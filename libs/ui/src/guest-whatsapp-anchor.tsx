/**
 * A wa.me link to a guest, or, when the guest's phone cannot take one, the Spanish reason as a note: the hold's
 * message and the payment receipt render their link through this, so both say the same when there is no phone.
 */
import type { guestWhatsappLink } from '@camping/contracts/guest-whatsapp';

export interface GuestWhatsappAnchorProps {
  link: ReturnType<typeof guestWhatsappLink>;
  label: string;
  className?: string;
}

export function GuestWhatsappAnchor({ link, label, className = 'btn btn-whatsapp' }: GuestWhatsappAnchorProps) {
  if (link.error !== undefined) {
    return (
      <p className="hold-whatsapp-note" role="note">
        {link.error}
      </p>
    );
  }
  return (
    <a className={className} href={link.url} target="_blank" rel="noopener noreferrer">
      {label}
    </a>
  );
}
