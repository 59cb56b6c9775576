/**
 * The small panel of a block (issue #19): which calendar closed the unit, its nights, the event's summary or the
 * note; never a client or an amount. A manual «Mantenimiento» block can be removed here (the only action the API
 * offers on blocks); an imported one changes only in its own calendar, so the panel points to Canales. A fuera de
 * servicio period (issue 36) shows its reason and points to Limpieza, where «Volver al servicio» ends it today and
 * keeps its past nights recorded: deleting it here would erase them.
 */
import { nightsBetween } from '@camping/contracts/dates';
import { failureMessage } from '@camping/contracts/api/http';
import { formatDateAR } from '@camping/contracts/format';
import { MSG } from '@camping/contracts/messages';
import { AppLink } from '@camping/ui/app-link';
import { Dialog } from '@camping/ui/dialog';
import { notify } from '@camping/ui/toast';
import { useBorrarBloqueo } from '../api/use-borrar-bloqueo';
import type { BlockEvent, TipoBloqueo } from '../lib/block-events';
import { Row } from './detail-parts';

/** Where imported calendars and manual blocks are managed (mf-clients); fuera de servicio periods (mf-reservations). */
const CANALES_PATH = '/admin/canales';
const LIMPIEZA_PATH = '/admin/limpieza';

/** What each kind of block says about itself, and where it is changed. */
const TEXTS: Record<TipoBloqueo, { heading: string; origen: (origen: string) => string; nota: string; salida: string; how: string; where: string; path: string }> = {
  importado: {
    heading: 'Bloqueo de un calendario importado',
    origen: (origen) => `Calendario «${origen}»`,
    nota: 'Nota',
    salida: 'Salida',
    how: 'Se modifica en el calendario de origen y se actualiza en cada sincronización.',
    where: 'Ver en Canales',
    path: CANALES_PATH,
  },
  mantenimiento: {
    heading: 'Bloqueo de mantenimiento',
    origen: () => 'Mantenimiento (cargado por el personal)',
    nota: 'Nota',
    salida: 'Salida',
    how: 'Eliminarlo libera esas noches.',
    where: 'Ver en Canales',
    path: CANALES_PATH,
  },
  fuera_de_servicio: {
    heading: 'Unidad fuera de servicio',
    origen: () => 'Fuera de servicio (cargado desde Limpieza)',
    nota: 'Motivo',
    salida: 'Vuelve al servicio',
    how: 'Se termina desde Limpieza, con «Volver al servicio» en la tarjeta de la unidad.',
    where: 'Ir a Limpieza',
    path: LIMPIEZA_PATH,
  },
};

export interface BlockDetailDialogProps {
  block: BlockEvent | null;
  onClose: () => void;
  returnFocusTo?: HTMLElement | null;
  navigate: (to: string) => void;
}

export function BlockDetailDialog({ block, onClose, returnFocusTo, navigate }: BlockDetailDialogProps) {
  const borrar = useBorrarBloqueo();
  // A refusal belongs to the block it was about: the next one opens clean.
  const close = () => {
    borrar.reset();
    onClose();
  };
  return (
    <Dialog
      returnFocusTo={returnFocusTo}
      open={block !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      dismissable={!borrar.isPending}
      title={block ? `Bloqueo: ${block.title}` : ''}
    >
      {block ? (
        <BlockDetail
          key={block.id}
          block={block}
          onClose={close}
          navigate={navigate}
          removing={borrar.isPending}
          failure={borrar.isError ? failureMessage(borrar.error, MSG.errorEliminarBloqueo) : null}
          onRemove={() =>
            borrar.mutate(block.id, {
              onSuccess: () => {
                notify.success(MSG.bloqueoEliminado);
                close();
              },
            })
          }
        />
      ) : null}
    </Dialog>
  );
}

function BlockDetail({
  block,
  onClose,
  navigate,
  removing,
  failure,
  onRemove,
}: {
  block: BlockEvent;
  onClose: () => void;
  navigate: (to: string) => void;
  removing: boolean;
  failure: string | null;
  onRemove: () => void;
}) {
  const b = block.bloqueo;
  const texts = TEXTS[block.tipoBloqueo];
  return (
    <div className="cal-detail">
      <section className="cal-detail-section" aria-labelledby="cal-block-datos">
        <h3 id="cal-block-datos">{texts.heading}</h3>
        <dl>
          <Row label="Hospedaje">{block.unidad}</Row>
          <Row label="Origen">{texts.origen(b.origen)}</Row>
          <Row label="Primera noche">{formatDateAR(b.fecha_entrada)}</Row>
          <Row label={texts.salida}>{formatDateAR(b.fecha_salida)}</Row>
          <Row label="Noches">{nightsBetween(b.fecha_entrada, b.fecha_salida)}</Row>
          {b.resumen ? <Row label="Evento">{b.resumen}</Row> : null}
          {b.nota ? <Row label={texts.nota}>{b.nota}</Row> : null}
          {b.creado_por ? <Row label="Cargado por">{b.creado_por}</Row> : null}
        </dl>
        <p className="cal-block-note">
          No es una reserva: no tiene cliente ni importe. {texts.how}{' '}
          <AppLink href={texts.path} navigate={navigate}>
            {texts.where}
          </AppLink>
        </p>
        {failure ? (
          <p className="cal-block-error" role="alert">
            {failure}
          </p>
        ) : null}
      </section>
      <div className="dialog-actions">
        {block.tipoBloqueo === 'mantenimiento' ? (
          <button type="button" className="btn btn-danger" disabled={removing} onClick={onRemove}>
            {removing ? 'Eliminando...' : 'Eliminar bloqueo'}
          </button>
        ) : null}
        <button type="button" className="btn btn-primary" onClick={onClose} disabled={removing}>
          Volver al calendario
        </button>
      </div>
    </div>
  );
}
