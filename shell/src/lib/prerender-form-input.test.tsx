import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { PAGE_DRAWN_EVENT, PRERENDERED_PAGE_ID } from '@camping/contracts/public-pages';
import { DECODE_WAIT_MS, takeOverPrerenderedPage } from './prerender-takeover';

/** A quote form as the app draws it: its fields controlled by React state, one field shown by the type chosen. */
function QuoteForm() {
  const [tipo, setTipo] = useState('1');
  const [entrada, setEntrada] = useState('');
  const [personas, setPersonas] = useState('2');
  return (
    <form>
      <label htmlFor="app-tipo">Tipo de hospedaje</label>
      <select id="app-tipo" value={tipo} onChange={(e) => setTipo(e.target.value)}>
        <option value="1">Cabaña</option>
        <option value="3">Camping</option>
      </select>
      <label htmlFor="app-entrada">Fecha de entrada</label>
      <input id="app-entrada" value={entrada} onChange={(e) => setEntrada(e.target.value.replace(/[^\d/]/g, ''))} />
      {tipo === '3' ? (
        <>
          <label htmlFor="app-adultos">Adultos</label>
          <input id="app-adultos" type="number" value={personas} onChange={(e) => setPersonas(e.target.value)} />
        </>
      ) : null}
      <output data-testid="estado">{`${tipo}|${entrada}|${personas}`}</output>
    </form>
  );
}

/** The drawing the build made of the same form: other ids, the same labels. */
const DRAWN_FORM = `<form>
  <label for="srv-tipo">Tipo de hospedaje</label>
  <select id="srv-tipo"><option value="1" selected>Cabaña</option><option value="3">Camping</option></select>
  <label for="srv-entrada">Fecha de entrada</label><input id="srv-entrada" value="">
</form>`;

function typeInDrawing(selector: string, value: string) {
  const field = document.querySelector<HTMLInputElement | HTMLSelectElement>(`#${PRERENDERED_PAGE_ID} ${selector}`)!;
  field.value = value;
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  return field;
}

describe('what a visitor typed in the drawn page survives the swap', () => {
  let container: HTMLElement;

  beforeEach(() => {
    jest.useFakeTimers();
    document.body.innerHTML = `<div id="${PRERENDERED_PAGE_ID}">${DRAWN_FORM}</div><div id="root"></div>`;
    container = document.getElementById('root')!;
    takeOverPrerenderedPage(container);
    render(<QuoteForm />, { container });
  });
  afterEach(() => jest.useRealTimers());

  const swap = async () => {
    await act(async () => {
      document.dispatchEvent(new CustomEvent(PAGE_DRAWN_EVENT));
      await jest.advanceTimersByTimeAsync(DECODE_WAIT_MS);
    });
    expect(document.getElementById(PRERENDERED_PAGE_ID)).toBeNull();
  };

  it('carries a typed date and a chosen type into the app, through its own handlers', async () => {
    typeInDrawing('select', '3');
    typeInDrawing('input', '05/12/2026');
    await swap();
    expect(container.querySelector('output')).toHaveTextContent('3|05/12/2026|2');
    expect(container.querySelector<HTMLInputElement>('#app-entrada')!.value).toBe('05/12/2026');
    // The type chose which fields the app shows: the camping field is there.
    expect(container.querySelector('#app-adultos')).not.toBeNull();
  });

  it('leaves untouched fields as the app has them, and moves the focus to the field being typed in', async () => {
    const entrada = typeInDrawing('input', '1/1/2027');
    entrada.focus();
    await swap();
    expect(container.querySelector('output')).toHaveTextContent('1|1/1/2027|2');
    expect(document.activeElement).toBe(container.querySelector('#app-entrada'));
  });

  it('changes nothing when nothing was typed', async () => {
    await swap();
    expect(container.querySelector('output')).toHaveTextContent('1||2');
  });

  it('carries what was typed before the shell code had even arrived', async () => {
    document.body.innerHTML = `<div id="${PRERENDERED_PAGE_ID}">${DRAWN_FORM}</div><div id="late"></div>`;
    const late = document.getElementById('late')!;
    // Typed with no script listening: the drawn page is a plain page.
    const entrada = document.querySelector<HTMLInputElement>(`#${PRERENDERED_PAGE_ID} input`)!;
    entrada.value = '24/12/2026';
    takeOverPrerenderedPage(late);
    render(<QuoteForm />, { container: late });
    await swap();
    expect(late.querySelector('output')).toHaveTextContent('1|24/12/2026|2');
  });
});
