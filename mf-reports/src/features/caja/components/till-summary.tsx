/**
 * A till's figures: the cash the drawer should hold (what is counted against it), then each method's money in and
 * out and what is left, and the day's totals. A till with nothing recorded shows only its (zero) expected cash.
 */
import { METODO_PAGO_LABEL } from '@camping/contracts/domain';
import { formatARSCents } from '@camping/contracts/format';
import type { CajaResponse } from '@camping/contracts/schemas/caja';

const cuantos = (n: number, uno: string, varios: string) => `${n} ${n === 1 ? uno : varios}`;
/** Money out reads with a minus, as in the cash report; nothing out is just $ 0. */
const salida = (monto: number) => (monto > 0 ? `−${formatARSCents(monto)}` : formatARSCents(0));
const Amount = ({ children }: { children: string }) => <span className="caja-amount">{children}</span>;

export function TillSummary({ caja }: { caja: CajaResponse }) {
  const efectivo = caja.por_metodo.find((m) => m.metodo_pago === 'efectivo');
  const empty = caja.movimientos.length === 0;
  return (
    <section className={empty ? 'caja-summary caja-summary-empty' : 'caja-summary'} aria-label="Resumen de la caja">
      <div className="card caja-expected">
        <h2>Efectivo esperado en caja</h2>
        <p className="caja-expected-amount" data-testid="caja-esperado">
          {formatARSCents(caja.efectivo_esperado)}
        </p>
        {efectivo && !empty ? (
          <p className="caja-muted">
            Efectivo cobrado <Amount>{formatARSCents(efectivo.cobrado)}</Amount> menos reembolsado{' '}
            <Amount>{formatARSCents(efectivo.reembolsado)}</Amount>
          </p>
        ) : null}
      </div>
      {empty ? null : (
        <>
          <div className="caja-methods">
            {caja.por_metodo.map((m) => (
              <div key={m.metodo_pago} className="card caja-method" data-metodo={m.metodo_pago}>
                <h3>{METODO_PAGO_LABEL[m.metodo_pago]}</h3>
                <p className="caja-method-count">
                  {cuantos(m.cobros, 'cobro', 'cobros')} · {cuantos(m.reembolsos, 'reembolso', 'reembolsos')}
                </p>
                <dl>
                  <div>
                    <dt>Cobrado</dt>
                    <dd>{formatARSCents(m.cobrado)}</dd>
                  </div>
                  <div>
                    <dt>Reembolsado</dt>
                    <dd>{salida(m.reembolsado)}</dd>
                  </div>
                  <div className="caja-method-net">
                    <dt>Neto</dt>
                    <dd>{formatARSCents(m.neto)}</dd>
                  </div>
                </dl>
              </div>
            ))}
          </div>
          <p className="caja-totals" data-testid="caja-totales">
            Total del día: cobrado <Amount>{formatARSCents(caja.totales.cobrado)}</Amount> · reembolsado{' '}
            <Amount>{salida(caja.totales.reembolsado)}</Amount> · neto{' '}
            <strong className="caja-amount">{formatARSCents(caja.totales.neto)}</strong>
          </p>
        </>
      )}
    </section>
  );
}
