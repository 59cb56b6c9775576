/**
 * «Temporadas» in Precios (issue 35): the seasons, the year strip coloured by season with the year's long weekends
 * beside it, and the season form in a dialog. Only an admin writes (the API refuses the others); a receptionist
 * reads the same list, strip and suggestions.
 */
import { useState } from 'react';
import { failureMessage } from '@camping/contracts/api/http';
import { todayIso } from '@camping/contracts/dates';
import type { FinDeSemanaLargo, Temporada } from '@camping/contracts/schemas/temporada';
import { ConfirmDialog } from '@camping/ui/confirm-dialog';
import { Dialog } from '@camping/ui/dialog';
import { Spinner } from '@camping/ui/spinner';
import { notify } from '@camping/ui/toast';
import { usePrecios } from '../../api/get-precios';
import { useDeleteTemporada, useSaveTemporada, useTemporadas } from '../api/temporadas-queries';
import type { SeasonFormValues } from '../lib/season-form-schema';
import { emptyValues, valuesFromSeason, valuesFromSuggestion } from '../lib/season-form-values';
import { LongWeekends } from './long-weekends';
import { SeasonForm } from './season-form';
import { SeasonList } from './season-list';
import { YearStrip } from './year-strip';
import './seasons.css';

export const ERROR_CARGAR_TEMPORADAS = 'No se pudieron cargar las temporadas.';
const ERROR_ELIMINAR = 'No se pudo eliminar la temporada. Intente nuevamente.';

interface Editing {
  id: number | null;
  title: string;
  initial: SeasonFormValues;
  /** A new key per opening: the form starts again from `initial`. */
  key: number;
}

export function SeasonsSection({ canEdit }: { canEdit: boolean }) {
  const temporadas = useTemporadas();
  const precios = usePrecios();
  const save = useSaveTemporada();
  const remove = useDeleteTemporada();
  const [anio, setAnio] = useState(() => Number(todayIso().slice(0, 4)));
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<Temporada | null>(null);

  const list = temporadas.data?.temporadas ?? [];
  const base = precios.data?.precios ?? [];
  const colors = list.map((t) => t.color);
  const open = (id: number | null, title: string, initial: SeasonFormValues) => setEditing({ id, title, initial, key: Date.now() });

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      const answer = await remove.mutateAsync(deleting.id);
      notify.success(answer.message);
    } catch (error) {
      const message = failureMessage(error, ERROR_ELIMINAR);
      if (message) notify.error(message);
    } finally {
      setDeleting(null);
    }
  };

  let body;
  if (temporadas.isPending) body = <Spinner label="Cargando temporadas..." />;
  else if (temporadas.isError)
    body = (
      <p className="empty-state" role="alert">
        {ERROR_CARGAR_TEMPORADAS}
      </p>
    );
  else
    body = (
      <SeasonList
        temporadas={list}
        canEdit={canEdit}
        onEdit={(t) => open(t.id, `Editar «${t.nombre}»`, valuesFromSeason(t, base))}
        onDelete={setDeleting}
      />
    );

  return (
    <section className="card mfc-price-section mfc-seasons" aria-labelledby="mfc-temporadas">
      <div className="mfc-seasons-head">
        <div>
          <h2 id="mfc-temporadas">Temporadas</h2>
          <p className="mfc-section-hint">Las noches dentro de una temporada se cobran con su precio; el resto, con los precios base.</p>
        </div>
        {canEdit ? (
          <button type="button" className="btn btn-primary" onClick={() => open(null, 'Nueva temporada', emptyValues(base, colors))} disabled={precios.isPending}>
            Nueva temporada
          </button>
        ) : null}
      </div>
      {body}
      <div className="mfc-seasons-year">
        <div className="mfc-seasons-year-head">
          <h3>Calendario {anio}</h3>
          <div className="mfc-year-nav">
            <button type="button" className="btn btn-secondary btn-sm" onClick={() => setAnio(anio - 1)} aria-label={`Ver ${anio - 1}`}>
              ‹ {anio - 1}
            </button>
            <button type="button" className="btn btn-secondary btn-sm" onClick={() => setAnio(anio + 1)} aria-label={`Ver ${anio + 1}`}>
              {anio + 1} ›
            </button>
          </div>
        </div>
        <div className="mfc-seasons-year-body">
          <YearStrip anio={anio} temporadas={list} />
          <LongWeekends
            anio={anio}
            canEdit={canEdit}
            onCreate={(s: FinDeSemanaLargo) => open(null, 'Nueva temporada', valuesFromSuggestion(s, base, colors))}
          />
        </div>
      </div>
      <Dialog open={editing !== null} onOpenChange={(next) => (!next ? setEditing(null) : undefined)} title={editing?.title ?? ''} wide>
        {editing ? (
          <SeasonForm
            key={editing.key}
            initial={editing.initial}
            base={base}
            save={async (datos) => {
              const answer = await save.mutateAsync({ id: editing.id, datos });
              notify.success(answer.message);
            }}
            onDone={() => setEditing(null)}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? `Eliminar «${deleting.nombre}»` : 'Eliminar temporada'}
        message="¿Está seguro de que desea eliminar esta temporada? Sus noches se cobrarán con los precios base."
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
