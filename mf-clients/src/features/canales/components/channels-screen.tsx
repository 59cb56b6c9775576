/**
 * Canales (issue #19): per cabin and dormi, the secret iCal URL to paste into Booking.com, Airbnb or Google Calendar
 * («Copiar»; administrators «Regenerar enlace», asked first) and the calendars imported from them (state, last sync,
 * error, «Sincronizar ahora»; administrators add and remove). Above, the «Conflictos»; below, manual blocks.
 */
import { useState } from 'react';
import { MSG } from '@camping/contracts/messages';
import type { SessionUser } from '@camping/contracts/schemas/auth';
import type { Canal } from '@camping/contracts/schemas/canal';
import { ConfirmDialog } from '@camping/ui/confirm-dialog';
import { Spinner } from '@camping/ui/spinner';
import { useLoadErrorReport } from '@camping/ui/hooks/use-load-error-report';
import type { CalendarioExterno } from '@camping/contracts/schemas/calendario-externo';
import { useBorrarCalendario } from '../api/calendario-mutations';
import { useCalendarios } from '../api/get-calendarios';
import { useCanales } from '../api/get-canales';
import { useRegenerarEnlace } from '../api/regenerar-enlace';
import { groupCanales, unitLabel } from '../lib/unit-label';
import { ConflictsSection } from './conflicts-section';
import { ExportLink } from './export-link';
import { ImportedCalendars } from './imported-calendars';
import { ManualBlocksSection } from './manual-blocks-section';
import './channels.css';

export interface ChannelsScreenProps {
  user: SessionUser | null;
  reportError: (message: string | null) => void;
  navigate: (to: string) => void;
}

export function ChannelsScreen({ user, reportError, navigate }: ChannelsScreenProps) {
  const canales = useCanales();
  const calendarios = useCalendarios();
  const regenerar = useRegenerarEnlace();
  const borrar = useBorrarCalendario();
  const [confirming, setConfirming] = useState<Canal | null>(null);
  const [removing, setRemoving] = useState<CalendarioExterno | null>(null);
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
              <ImportedCalendars
                hospedajeId={canal.hospedaje_id}
                unitName={unitLabel(canal)}
                calendarios={calendarios.data?.calendarios.filter((c) => c.hospedaje_id === canal.hospedaje_id) ?? []}
                canManage={canRegenerate}
                onRemove={setRemoving}
              />
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
        ocupadas («Reservado»), sin datos de los huéspedes. Pegue aquí el enlace iCal que la plataforma da de cada
        unidad para bloquear sus fechas; se sincroniza solo cada tanto (Configuración) o con «Sincronizar ahora».
      </p>
      {!canRegenerate && (
        <p className="mfc-readonly-note" role="note">
          Solo un administrador puede regenerar los enlaces y agregar o quitar calendarios importados.
        </p>
      )}
      <ConflictsSection navigate={navigate} />
      {body}
      {canales.isSuccess && <ManualBlocksSection canales={canales.data.canales} />}
      <ConfirmDialog
        open={confirming !== null}
        title={confirming ? `Regenerar el enlace de ${unitLabel(confirming)}` : undefined}
        message="El enlace actual dejará de funcionar de inmediato: las plataformas que lo usan dejarán de ver esta unidad ocupada hasta que les pegue el nuevo. ¿Continuar?"
        confirmLabel={regenerar.isPending ? 'Regenerando...' : 'Regenerar enlace'}
        busy={regenerar.isPending}
        onConfirm={() => regenerar.mutateAsync(confirming!.hospedaje_id).then(() => setConfirming(null), () => undefined)}
        onCancel={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={removing !== null}
        title={removing ? `Quitar «${removing.nombre}»` : undefined}
        message="Se quitan el calendario y todos sus bloqueos: esas fechas quedan libres aquí. ¿Continuar?"
        confirmLabel={borrar.isPending ? 'Quitando...' : 'Quitar calendario'}
        busy={borrar.isPending}
        onConfirm={() => borrar.mutateAsync(removing!.id).then(() => setRemoving(null), () => undefined)}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}
