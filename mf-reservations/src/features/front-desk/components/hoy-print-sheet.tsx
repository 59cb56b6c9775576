/**
 * The print view of «Hoy» (A4, @media print in front-desk.css): arrivals and departures with empty boxes to tick on
 * paper, the balances to collect, and camping tonight. Hidden on screen; the screen is hidden on paper.
 */
import { formatARSCents, formatClientName, formatPhone } from '@camping/contracts/format';
import { nightsBetween } from '@camping/contracts/dates';
import type { HoyResponse } from '@camping/contracts/schemas/hoy';
import type { Reserva } from '@camping/contracts/schemas/reserva';
import { dateWithWeekday } from '../../../lib/date-label';
import { lodgingLabel } from '../../../lib/lodging-label';
import { saldoAdeudado } from '@camping/contracts/payment-status';

function PrintTable({ title, box, reservas, total }: { title: string; box: string; reservas: Reserva[]; total: number }) {
  return (
    <section className="fd-print-block">
      <h2>
        {title} ({total})
      </h2>
      {reservas.length === 0 ? (
        <p>Ninguna.</p>
      ) : (
        <table className="fd-print-table">
          <thead>
            <tr>
              <th scope="col">{box}</th>
              <th scope="col">Hospedaje</th>
              <th scope="col">Huésped</th>
              <th scope="col">Teléfono</th>
              <th scope="col">Pers.</th>
              <th scope="col">Noches</th>
              <th scope="col">Saldo</th>
            </tr>
          </thead>
          <tbody>
            {reservas.map((r) => (
              <tr key={r.id}>
                <td className="fd-print-box" aria-label="Casilla para marcar">
                  ☐
                </td>
                <td>{lodgingLabel(r)}</td>
                <td>{formatClientName(r)}</td>
                <td>{r.telefono ? formatPhone(r.telefono) : ''}</td>
                <td>{r.cantidad_personas}</td>
                <td>{nightsBetween(r.fecha_entrada, r.fecha_salida)}</td>
                <td>{saldoAdeudado(r) > 0 ? formatARSCents(saldoAdeudado(r)) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

export function HoyPrintSheet({ data }: { data: HoyResponse }) {
  const llegadas = data.llegadas.reservas.filter((r) => !r.no_show);
  return (
    <div className="fd-print" aria-hidden="true">
      <h1>Recepción · {dateWithWeekday(data.fecha)}</h1>
      <p>
        Camping esta noche: {data.camping.personas} personas en {data.camping.parcelas_ocupadas} de {data.camping.parcelas} parcelas
        {data.grupos.reservas > 0 ? ` · Grupos: ${data.grupos.personas} personas` : ''}
      </p>
      <PrintTable title="Llegadas" box="Ingresó" reservas={llegadas} total={llegadas.length} />
      <PrintTable title="Salidas" box="Salió" reservas={data.salidas.reservas} total={data.salidas.total} />
    </div>
  );
}
