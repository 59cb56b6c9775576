/**
 * Precios (spec section 2): camping prices and accommodation prices, each editable inline one at a time, shown
 * without decimals, and the seasons under them (issue 35). Only the `admin` role edits (the API refuses the others);
 * a `recepcion` user reads them.
 */
import { useState } from 'react';
import { MSG } from '@camping/contracts/messages';
import type { SessionUser } from '@camping/contracts/schemas/auth';
import { Spinner } from '@camping/ui/spinner';
import { useLoadErrorReport } from '@camping/ui/hooks/use-load-error-report';
import { SeasonsSection } from '../temporadas/components/seasons-section';
import { usePrecios } from '../api/get-precios';
import { groupPrecios } from '../lib/group-precios';
import { PriceGrid } from './price-grid';
import './prices.css';

export interface PricesScreenProps {
  user: SessionUser | null;
  reportError: (message: string | null) => void;
}

export function canEditPrices(user: SessionUser | null): boolean {
  return user?.rol === 'admin';
}

export function PricesScreen({ user, reportError }: PricesScreenProps) {
  const precios = usePrecios();
  const [editingId, setEditingId] = useState<number | null>(null);
  const canEdit = canEditPrices(user);

  useLoadErrorReport(precios, MSG.errorCargarPrecios, reportError);

  const grid = {
    canEdit,
    editingId,
    onStartEdit: (id: number) => setEditingId(id),
    onDone: () => setEditingId(null),
  };

  let body;
  if (precios.isPending) body = <Spinner label="Cargando precios..." />;
  else if (precios.isError)
    body = (
      <p className="empty-state" role="alert">
        {MSG.errorCargarPrecios}
      </p>
    );
  else if (precios.data.precios.length === 0) body = <p className="empty-state card">{MSG.sinPrecios}</p>;
  else {
    const { metodos, camping, hospedaje } = groupPrecios(precios.data.precios);
    body = (
      <>
        <section className="card mfc-price-section" aria-labelledby="mfc-precios-camping">
          <h2 id="mfc-precios-camping">Precios de camping</h2>
          <p className="mfc-section-hint">Por día: base + adultos × precio adulto + menores × precio menor.</p>
          {camping.length === 0 ? (
            <p className="empty-state">{MSG.sinPrecios}</p>
          ) : (
            <PriceGrid title="Camping" firstColumn="Concepto" lines={camping} metodos={metodos} {...grid} />
          )}
        </section>
        <section className="card mfc-price-section" aria-labelledby="mfc-precios-hospedaje">
          <h2 id="mfc-precios-hospedaje">Precios de hospedaje</h2>
          <p className="mfc-section-hint">Precio por día según la cantidad de personas.</p>
          {hospedaje.length === 0 ? (
            <p className="empty-state">{MSG.sinPrecios}</p>
          ) : (
            hospedaje.map((group) => (
              <div key={group.key} className="mfc-price-group">
                <h3>{group.title}</h3>
                <PriceGrid title={group.title} firstColumn="Personas" lines={group.lines} metodos={metodos} {...grid} />
              </div>
            ))
          )}
        </section>
      </>
    );
  }

  return (
    <section className="mfc-prices" aria-labelledby="mfc-precios-title">
      <header className="page-header">
        <div>
          <h1 id="mfc-precios-title">Precios</h1>
          <p className="mfc-subtitle">Precios por día en pesos argentinos, según el método de pago.</p>
        </div>
      </header>
      {canEdit ? (
        <p className="mfc-price-help">Seleccione un precio para modificarlo. Se edita un precio por vez.</p>
      ) : (
        <p className="mfc-readonly-note" role="note">
          Solo un administrador puede modificar los precios. Los ve en modo de solo lectura.
        </p>
      )}
      {body}
      <SeasonsSection canEdit={canEdit} />
    </section>
  );
}
