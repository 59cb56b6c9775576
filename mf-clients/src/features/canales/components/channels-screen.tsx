/**
 * Canales (issue #19, export half): per cabin and dormi, the secret iCal URL to paste into Booking.com, Airbnb or
 * Google Calendar, with «Copiar» and, for administrators, «Regenerar enlace» (asks first: the old URL stops
 * working). Each unit is its own card so the imported calendars can join it later.
 */
import { useState } from 'react';
import { MSG } from '@camping/contracts/messages';
import type { SessionUser } from '@camping/contracts/schemas/auth';
import type { Canal } from '@camping/contracts/schemas/canal';
import { ConfirmDialog } from '@camping/ui/confirm-dialog';
import { Spinner } from '@camping/ui/spinner';
import { useLoadErrorReport } from '@camping/ui/hooks/use-load-error-report';
import { useCanales } from '../api/get-canales';
import { useRegenerarEnlace } from '../api/regenerar-enlace';
import { groupCanales, unitLabel } from '../lib/unit-label';
import { ExportLink } from './export-link';
import './channels.css';

export interface ChannelsScreenProps {
  user: SessionUser | null;
  reportError: (message: string | null) => void;
}

export function ChannelsScreen({ user, reportError }: ChannelsScreenProps) {
  const canales = useCanales();
  const regenerar = useRegenerarEnlace();
  const [confirming, setConfirming] = useState<Canal | null>(null);
  const canRegenerate = user?.rol === 'admin';

  useLoadErrorReport(canales, MSG.errorCargarCanales, reportError);

  let body;
  if (canales.isPending) body = <Spinner label="Cargando canales..." />;
  else if (canales.isError)
    body = (
      <p className="empty-state" role="alert">
        {MSG.errorCargarCanales}
      </p>
    );
  else
    body = groupCanales(canales.data.canales).map((group) => (
      <section key={group.key} className="mfc-channel-group" aria-labelledby={`mfc-canales-${group.key}`}>
        <h2 id={`mfc-canales-${group.key}`}>{group.title}</h2>
        <ul className="mfc-channel-list">
          {group.canales.map((canal) => (
            <li key={canal.hospedaje_id} className="card mfc-channel-unit" aria-label={unitLabel(canal)}>
              <h3>{unitLabel(canal)}</h3>
              <ExportLink canal={canal} canRegenerate={canRegenerate} onRegenerate={setConfirming} />
            </li>
          ))}
        </ul>
      </section>
    ));

  return (
    <section className="mfc-channels" aria-labelledby="mfc-canales-title">
      <header className="page-header">
        <div>
          <h1 id="mfc-canales-title">Canales</h1>
          <p className="mfc-subtitle">Calendarios de ocupación para Booking.com, Airbnb y Google Calendar.</p>
        </div>
      </header>
      <p className="mfc-price-help">
        Copie el enlace de cada unidad y péguelo en la plataforma como calendario a importar. Solo muestra las fechas
        ocupadas («Reservado»), sin datos de los huéspedes.
      </p>
      {!canRegenerate && (
        <p className="mfc-readonly-note" role="note">
          Solo un administrador puede regenerar los enlaces.
        </p>
      )}
      {body}
      <ConfirmDialog
        open={confirming !== null}
        title={confirming ? `Regenerar el enlace de ${unitLabel(confirming)}` : undefined}
        message="El enlace actual dejará de funcionar de inmediato: las plataformas que lo usan dejarán de ver esta unidad ocupada hasta que les pegue el nuevo. ¿Continuar?"
        confirmLabel={regenerar.isPending ? 'Regenerando...' : 'Regenerar enlace'}
        busy={regenerar.isPending}
        onConfirm={() => regenerar.mutateAsync(confirming!.hospedaje_id).then(() => setConfirming(null), () => undefined)}
        onCancel={() => setConfirming(null)}
      />
    </section>
  );
}
