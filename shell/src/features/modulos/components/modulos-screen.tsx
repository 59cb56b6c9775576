/**
 * Módulos (issue 20): where each remote is deployed, which build it is, which one this tab runs, who changed it;
 * an administrator points a remote at another URL (the server checks the manifest first) or reverts it.
 */
import { useState } from 'react';
import { MSG } from '@camping/contracts/messages';
import type { Remoto } from '@camping/contracts/schemas/remoto';
import { ConfirmDialog } from '@camping/ui/confirm-dialog';
import { useLoadErrorReport } from '@camping/ui/hooks/use-load-error-report';
import { Spinner } from '@camping/ui/spinner';
import { useRemotoChange, useRemotos } from '../api/use-remotos';
import { buildLabel, remoteArea } from '../lib/remote-labels';
import { RemotoCard } from './remoto-card';
import './modulos.css';

export interface ModulosScreenProps {
  reportError: (message: string | null) => void;
}

export function ModulosScreen({ reportError }: ModulosScreenProps) {
  const remotos = useRemotos();
  const change = useRemotoChange();
  const [reverting, setReverting] = useState<Remoto | null>(null);
  useLoadErrorReport(remotos, MSG.errorCargarRemotos, reportError);

  let body;
  if (remotos.isPending) body = <Spinner label="Cargando módulos..." />;
  else if (remotos.isError)
    body = (
      <p className="empty-state" role="alert">
        {MSG.errorCargarRemotos}
      </p>
    );
  else
    body = (
      <>
        <p className="modulo-shell">Shell (esta página): {buildLabel(remotos.data.shell)}</p>
        <ul className="modulo-list">
          {remotos.data.remotos.map((remoto) => (
            <RemotoCard
              key={remoto.name}
              remoto={remoto}
              busy={change.isPending}
              onChange={(url) => change.mutateAsync({ name: remoto.name, url })}
              onRevert={() => setReverting(remoto)}
            />
          ))}
        </ul>
      </>
    );

  return (
    <section className="modulos" aria-labelledby="modulos-title">
      <header className="page-header">
        <div>
          <h1 id="modulos-title">Módulos</h1>
          <p className="modulo-subtitle">Dónde está publicada cada sección del sistema y qué versión usa.</p>
        </div>
      </header>
      <p className="modulo-help">
        Al cambiar una URL, el servidor verifica el manifiesto antes de guardarla; las páginas que se abran después cargan
        la sección desde allí, en todos los servidores, sin reiniciar nada.
      </p>
      {body}
      <ConfirmDialog
        open={reverting !== null}
        title={reverting ? `Revertir ${remoteArea(reverting.name)}` : undefined}
        message={
          reverting
            ? `La sección volverá a cargarse desde ${reverting.previous_url ?? ''} en las páginas que se abran a partir de ahora. ¿Continuar?`
            : ''
        }
        confirmLabel={change.isPending ? 'Revirtiendo...' : 'Revertir'}
        busy={change.isPending}
        onConfirm={() => change.mutateAsync({ name: reverting!.name }).then(() => setReverting(null), () => undefined)}
        onCancel={() => setReverting(null)}
      />
    </section>
  );
}
