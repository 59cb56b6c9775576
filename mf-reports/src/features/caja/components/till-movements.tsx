/**
 * The till's movements as they were recorded: time, stay, guest, lodging, method and amount, money in as «Cobro» and
 * money out as «Reembolso» with a minus. A payment dated to this day but recorded on another shows that day too.
 */
import { nombreHospedaje } from '@camping/contracts/lodging-names';
import { formatARSCents, formatDateAR, formatDateTimeAR } from '@camping/contracts/format';
import type { MovimientoCaja } from '@camping/contracts/schemas/caja';
import { metodoPagoLabel } from '../../income-report/lib/report-labels';

/** «14:32», or «19/11/2026 14:32» when it was recorded on another day than the one it counts for. */
function cuando(m: MovimientoCaja, fecha: string): string {
  const momento = formatDateTimeAR(m.registrado_el);
  return momento.startsWith(formatDateAR(fecha)) ? momento.slice(11) : momento;
}

export function TillMovements({ movimientos, fecha }: { movimientos: MovimientoCaja[]; fecha: string }) {
  if (movimientos.length === 0) return <p className="empty-state caja-empty">No hay cobros ni reembolsos registrados en esta caja.</p>;
  return (
    <div className="caja-table-wrap">
      <table className="caja-table caja-movements">
        <caption className="visually-hidden">Movimientos de la caja, del primero al último</caption>
        <thead>
          <tr>
            <th scope="col">Hora</th>
            <th scope="col">Tipo</th>
            <th scope="col">Reserva</th>
            <th scope="col">Huésped</th>
            <th scope="col">Hospedaje</th>
            <th scope="col">Método</th>
            <th scope="col" className="caja-num">
              Importe
            </th>
            <th scope="col">Observaciones</th>
          </tr>
        </thead>
        <tbody>
          {movimientos.map((m) => (
            <tr key={`${m.tipo}-${m.id}`} className={m.tipo === 'reembolso' ? 'caja-out' : undefined} data-movimiento={`${m.tipo}-${m.id}`}>
              <td data-label="Hora">{cuando(m, fecha)}</td>
              <td data-label="Tipo">{m.tipo === 'pago' ? 'Cobro' : 'Reembolso'}</td>
              <td data-label="Reserva">N.º {m.reserva_id}</td>
              <td data-label="Huésped" className="caja-guest" title={m.nombre_cliente}>
                {m.nombre_cliente}
              </td>
              <td data-label="Hospedaje">
                {nombreHospedaje(m)}
              </td>
              <td data-label="Método">{metodoPagoLabel(m.metodo_pago)}</td>
              <td data-label="Importe" className="caja-num">
                {m.tipo === 'reembolso' ? '−' : ''}
                {formatARSCents(m.monto)}
              </td>
              <td data-label="Observaciones" className="caja-obs" title={m.observaciones ?? undefined}>
                {m.observaciones ?? ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
