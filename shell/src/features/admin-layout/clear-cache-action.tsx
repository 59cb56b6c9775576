/**
 * «Limpiar caché» in the admin bar's menu (spec section 2's broom). It used to float over the bottom-right corner,
 * covering a table's last «Eliminar», the calendar's «+N más» and a report figure, and one mis-click wiped the
 * cache: now it is a menu entry that asks first.
 */
import { useState } from 'react';
import { ConfirmDialog } from '@camping/ui/confirm-dialog';
import { wipeAndReload } from '../../lib/cache-version';

export const CLEAR_CACHE_LABEL = 'Limpiar caché';
export const CLEAR_CACHE_MESSAGE =
  'Se borrarán los datos que este navegador guardó del sistema y la página se recargará. Las reservas y los clientes no se tocan.';

function BroomIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8">
      <path d="M19 3 12.5 9.5" strokeLinecap="round" />
      <path d="M11 8.5 15.5 13 13 21H9.5l.8-3.2-2.3 3.2H4.6l1.2-2.6L4 19.6 6.5 11Z" strokeLinejoin="round" />
      <path d="M6.5 11 15.5 13" />
    </svg>
  );
}

export function ClearCacheAction({ onOpen }: { onOpen?: () => void }) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button
        type="button"
        className="btn btn-ghost admin-cache-button"
        title="Limpiar caché y recargar"
        onClick={() => {
          onOpen?.();
          setAsking(true);
        }}
      >
        <BroomIcon />
        <span className="admin-cache-text">{CLEAR_CACHE_LABEL}</span>
      </button>
      <ConfirmDialog
        open={asking}
        title="Limpiar caché y recargar"
        message={CLEAR_CACHE_MESSAGE}
        confirmLabel="Limpiar y recargar"
        onConfirm={wipeAndReload}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
