/**
 * The catalogue of extras in Configuración (issue 32, «Charges»): what the complex charges besides the lodging, each
 * with its price and whether it is charged per night or once. Everyone signed in sees it (the stay's account takes
 * charges from it); an administrator adds extras, changes them (the new price is for new charges: a stay keeps the
 * price it was charged) and retires one no longer offered (it stays on the stays that have it), or offers it again.
 */
import { useState } from 'react';
import { failureMessage } from '@camping/contracts/api/http';
import { formatARSCents } from '@camping/contracts/format';
import { MSG_CUENTA } from '@camping/contracts/messages-cuenta';
import type { Extra } from '@camping/contracts/schemas/extra';
import { COBRO_EXTRA_LABEL } from '@camping/contracts/stay-charges';
import { Spinner } from '@camping/ui/spinner';
import { notify } from '@camping/ui/toast';
import { useCreateExtra } from '../api/create-extra';
import { useExtras } from '../api/get-extras';
import { useUpdateExtra } from '../api/update-extra';
import { ExtraForm } from './extra-form';

export interface ExtrasCatalogueProps {
  canEdit: boolean;
}

function ExtraRow({ extra, canEdit, onEdit }: { extra: Extra; canEdit: boolean; onEdit: (e: Extra) => void }) {
  const update = useUpdateExtra();
  const toggle = () =>
    update.mutate(
      { id: extra.id, activo: !extra.activo },
      {
        onSuccess: () => notify.success(extra.activo ? `«${extra.nombre}» ya no se ofrece` : `«${extra.nombre}» se ofrece otra vez`),
        onError: (error) => {
          const message = failureMessage(error, MSG_CUENTA.errorGuardarExtra);
          if (message !== null) notify.error(message);
        },
      },
    );
  return (
    <li className={extra.activo ? 'mfc-extra' : 'mfc-extra mfc-extra-retirado'} data-extra-id={extra.id}>
      <div className="mfc-extra-main">
        <span className="mfc-extra-nombre" title={extra.nombre}>
          {extra.nombre}
        </span>
        <span className="mfc-extra-precio">
          {formatARSCents(extra.precio)} <span className="mfc-extra-cobro">{COBRO_EXTRA_LABEL[extra.cobro].toLowerCase()}</span>
        </span>
        {extra.activo ? null : <span className="badge badge-cancelada mfc-extra-badge">Ya no se ofrece</span>}
      </div>
      {canEdit ? (
        <div className="mfc-extra-actions">
          <button type="button" className="btn btn-ghost btn-sm" aria-label={`Cambiar «${extra.nombre}»`} onClick={() => onEdit(extra)}>
            Cambiar
          </button>
          <button type="button" className="btn btn-ghost btn-sm" disabled={update.isPending} onClick={toggle}>
            {extra.activo ? 'Dejar de ofrecer' : 'Volver a ofrecer'}
          </button>
        </div>
      ) : null}
    </li>
  );
}

export function ExtrasCatalogue({ canEdit }: ExtrasCatalogueProps) {
  const extras = useExtras();
  const create = useCreateExtra();
  const update = useUpdateExtra();
  const [editing, setEditing] = useState<Extra | null>(null);
  const lista = extras.data?.extras ?? [];

  let body;
  if (extras.isPending) body = <Spinner label="Cargando el catálogo de extras..." />;
  else if (extras.isError) body = <p className="field-error" role="alert">{MSG_CUENTA.errorCargarExtras}</p>;
  else if (lista.length === 0) body = <p className="mfc-extras-empty">Todavía no hay extras en el catálogo.</p>;
  else
    body = (
      <ul className="mfc-extras" aria-label="Extras del catálogo">
        {lista.map((e) =>
          editing?.id === e.id ? (
            <li key={e.id} className="mfc-extra mfc-extra-editing">
              <ExtraForm
                extra={e}
                save={(data) => update.mutateAsync({ id: e.id, ...data })}
                onDone={() => {
                  notify.success(MSG_CUENTA.extraActualizado);
                  setEditing(null);
                }}
                onCancel={() => setEditing(null)}
              />
            </li>
          ) : (
            <ExtraRow key={e.id} extra={e} canEdit={canEdit} onEdit={setEditing} />
          ),
        )}
      </ul>
    );

  return (
    <section className="card mfc-extras-card" aria-labelledby="mfc-extras-title">
      <h2 id="mfc-extras-title">Extras que se cobran aparte</h2>
      <p className="mfc-subtitle">
        Lo que se agrega a la cuenta de una estadía además del alojamiento. Un cambio de precio vale para los cargos nuevos; un extra que ya no se ofrece
        queda en las estadías que lo tienen.
      </p>
      {body}
      {canEdit ? (
        <>
          <h3 className="mfc-extras-add-title">Agregar un extra</h3>
          <ExtraForm save={(data) => create.mutateAsync(data)} onDone={() => notify.success(MSG_CUENTA.extraCreado)} />
        </>
      ) : null}
    </section>
  );
}
