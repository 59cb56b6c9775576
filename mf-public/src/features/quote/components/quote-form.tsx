/**
 * "Consultá disponibilidad": the visitor picks dates, lodging type and people (adults and minors for camping) and
 * sees at once whether there is room and the estimated price per payment method; 'Reservar Ahora' then opens
 * WhatsApp with the whole request already written. The dates use the product's one date field: DD/MM/YYYY on any
 * visitor's computer, its calendar loaded only when the visitor opens it (the public pages' JavaScript budget).
 */
import { useId, useRef } from 'react';
import { addDaysIso, diffDaysIso, isIsoDate, maxFutureIso } from '@camping/contracts/dates';
import { TIPO_CAMPING } from '@camping/contracts/domain';
import { MSG_PUBLICO } from '@camping/contracts/messages-publico';
import { DateField } from '@camping/ui/date-field';
import { useCotizacion } from '../api/use-cotizacion';
import { useNearViewport } from '../hooks/use-near-viewport';
import {
  ADULTOS_RULE,
  MENORES_RULE,
  TIPOS_PUBLICOS, tipoPublico, validateRequest, type QuoteRequest, type TipoPublico } from '../quote-request';
import { useQuoteResultView } from '../hooks/use-quote-result-view';
import { useQuoteToday } from '../hooks/use-quote-today';

export function QuoteForm({ tipoInicial, headingLevel = 2 }: { tipoInicial: TipoPublico; headingLevel?: 2 | 3 }) {
  const id = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const [near, markNear] = useNearViewport(sectionRef);
  const { today, request, setRequest } = useQuoteToday(near, tipoInicial);
  const quote = useCotizacion(request, near, today);
  const result = useQuoteResultView(near);
  const problem = validateRequest(request, today);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const tipo = tipoPublico(request.tipo);

  const update = (patch: Partial<QuoteRequest>) => {
    markNear();
    setRequest((current) => ({ ...current, ...patch }));
  };
  const changeEntrada = (entrada: string) => {
    markNear();
    setRequest((current) => {
      if (!isIsoDate(entrada)) return { ...current, entrada };
      const stay = isIsoDate(current.salida) && isIsoDate(current.entrada) ? Math.max(1, diffDaysIso(current.entrada, current.salida)) : 1;
      const salida = isIsoDate(current.salida) && current.salida > entrada ? current.salida : addDaysIso(entrada, stay);
      return { ...current, entrada, salida };
    });
  };
  const changeTipo = (value: TipoPublico) => {
    markNear();
    setRequest((current) => ({ ...current, tipo: value, personas: Math.min(current.personas, tipoPublico(value).maxPersonas) }));
  };

  return (
    <section ref={sectionRef} className="pub-quote" aria-labelledby={`${id}-title`} data-testid="quote" data-floating-clear="" onFocus={markNear}>
      <Heading id={`${id}-title`} className="pub-quote-title">
        Consultá disponibilidad y precio
      </Heading>
      <p className="pub-quote-intro">
        Elegí las fechas y cuántos son: te mostramos al instante si hay lugar y cuánto sale según cómo pagues.
      </p>
      <form className="pub-quote-form" onSubmit={(event) => event.preventDefault()} noValidate>
        <div className="field">
          <label htmlFor={`${id}-tipo`}>Tipo de hospedaje</label>
          <select id={`${id}-tipo`} value={request.tipo} onChange={(e) => changeTipo(Number(e.target.value) as TipoPublico)}>
            {TIPOS_PUBLICOS.map((t) => (
              <option key={t.id} value={t.id}>
                {t.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-entrada`}>Fecha de entrada</label>
          <DateField id={`${id}-entrada`} min={today} max={maxFutureIso(today)} value={request.entrada} onChange={changeEntrada} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-salida`}>Fecha de salida</label>
          <DateField
            id={`${id}-salida`}
            min={isIsoDate(request.entrada) ? addDaysIso(request.entrada, 1) : addDaysIso(today, 1)}
            max={maxFutureIso(today)}
            value={request.salida}
            onChange={(salida) => update({ salida })}
          />
        </div>
        {request.tipo === TIPO_CAMPING ? (
          <>
            <div className="field">
              <label htmlFor={`${id}-adultos`}>Adultos</label>
              <input
                id={`${id}-adultos`}
                type="number"
                inputMode="numeric"
                min={ADULTOS_RULE.min}
                max={ADULTOS_RULE.max}
                step={1}
                value={Number.isNaN(request.adultos) ? '' : request.adultos}
                onChange={(e) => update({ adultos: e.target.value === '' ? Number.NaN : Number(e.target.value) })}
              />
            </div>
            <div className="field">
              <label htmlFor={`${id}-menores`}>Menores</label>
              <input
                id={`${id}-menores`}
                type="number"
                inputMode="numeric"
                min={MENORES_RULE.min}
                max={MENORES_RULE.max}
                step={1}
                value={Number.isNaN(request.menores) ? '' : request.menores}
                onChange={(e) => update({ menores: e.target.value === '' ? Number.NaN : Number(e.target.value) })}
              />
            </div>
          </>
        ) : (
          <div className="field">
            <label htmlFor={`${id}-personas`}>Personas</label>
            <select id={`${id}-personas`} value={request.personas} onChange={(e) => update({ personas: Number(e.target.value) })}>
              {Array.from({ length: tipo.maxPersonas }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </div>
        )}
      </form>
      <div className="pub-quote-answer" aria-live="polite" data-testid="quote-answer">
        {problem ? (
          <p className="pub-quote-problem" role="alert">
            {problem}
          </p>
        ) : quote.pending || ((quote.data || quote.error) && !result.Component && !result.failed) ? (
          <p className="pub-quote-pending">
            <span className="pub-quote-spinner" aria-hidden="true" /> Consultando disponibilidad...
          </p>
        ) : quote.error && result.Failure ? (
          <result.Failure error={quote.error} />
        ) : quote.error || (quote.data && result.failed) ? (
          <p className="pub-quote-problem" role="alert">
            {MSG_PUBLICO.errorVerificarDisponibilidad}
          </p>
        ) : quote.data && result.Component ? (
          <result.Component request={quote.settled} quote={quote.data} />
        ) : null}
      </div>
    </section>
  );
}
