import { PAGE_DRAWN_EVENT, PRERENDERED_PAGE_ID } from '@camping/contracts/public-pages';
import { DECODE_WAIT_MS, takeOverPrerenderedPage } from './prerender-takeover';

/** The page as the server sends a prerendered one: the drawing, then the app's root (laid out under it). */
function prerenderedDocument(): { drawn: HTMLElement; root: HTMLElement } {
  document.body.innerHTML = `<div id="${PRERENDERED_PAGE_ID}"><a id="enlace" href="/camping">Camping</a></div><div id="root"></div>`;
  return { drawn: document.getElementById(PRERENDERED_PAGE_ID)!, root: document.getElementById('root')! };
}

describe('takeOverPrerenderedPage', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('keeps the drawn page until the public remote says its page is drawn, then removes it', async () => {
    const { drawn, root } = prerenderedDocument();
    takeOverPrerenderedPage(root);
    await jest.advanceTimersByTimeAsync(5000);
    expect(drawn.isConnected).toBe(true);

    root.innerHTML = '<a id="enlace" href="/camping">Camping</a>';
    document.dispatchEvent(new CustomEvent(PAGE_DRAWN_EVENT, { detail: '/camping' }));
    await jest.advanceTimersByTimeAsync(DECODE_WAIT_MS);
    expect(drawn.isConnected).toBe(false);
    expect(document.querySelectorAll('#enlace')).toHaveLength(1);
  });

  it('waits for the pictures the app has on screen, at most DECODE_WAIT_MS', async () => {
    const { drawn, root } = prerenderedDocument();
    root.innerHTML = '<img alt="Portada" src="/portada.avif">';
    const img = root.querySelector('img')!;
    let decodedNow: () => void = () => undefined;
    img.decode = () => new Promise<void>((resolve) => (decodedNow = resolve));
    img.getBoundingClientRect = () => ({ top: 0, bottom: 400, left: 0, right: 800, width: 800, height: 400 }) as DOMRect;
    takeOverPrerenderedPage(root);
    document.dispatchEvent(new CustomEvent(PAGE_DRAWN_EVENT));
    await jest.advanceTimersByTimeAsync(10);
    expect(drawn.isConnected).toBe(true);
    decodedNow();
    await jest.advanceTimersByTimeAsync(0);
    expect(drawn.isConnected).toBe(false);
  });

  it('moves the keyboard focus to the same element of the app', async () => {
    const { root } = prerenderedDocument();
    (document.getElementById('enlace') as HTMLElement).focus();
    takeOverPrerenderedPage(root);
    root.innerHTML = '<a id="enlace" href="/camping">Camping</a>';
    document.dispatchEvent(new CustomEvent(PAGE_DRAWN_EVENT));
    await jest.advanceTimersByTimeAsync(DECODE_WAIT_MS);
    expect(document.activeElement).toBe(root.querySelector('#enlace'));
  });

  it('presses in the app, right after the swap, the button last pressed on the drawn page', async () => {
    document.body.innerHTML =
      `<div id="${PRERENDERED_PAGE_ID}"><button aria-label="Abrir menú">☰</button><button>Ver</button><button>Ver</button></div><div id="root"></div>`;
    const root = document.getElementById('root')!;
    takeOverPrerenderedPage(root);
    const drawnButtons = document.querySelectorAll<HTMLButtonElement>(`#${PRERENDERED_PAGE_ID} button`);
    drawnButtons[0].click();
    drawnButtons[2].click();
    root.innerHTML = '<button aria-label="Abrir menú">☰</button><button>Ver</button><button>Ver</button>';
    const pressed: string[] = [];
    root.querySelectorAll('button').forEach((button, i) => button.addEventListener('click', () => pressed.push(`${i}`)));
    document.dispatchEvent(new CustomEvent(PAGE_DRAWN_EVENT));
    await jest.advanceTimersByTimeAsync(DECODE_WAIT_MS);
    expect(pressed).toEqual(['2']);
  });

  it('does nothing on a page sent without a drawing', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const root = document.getElementById('root')!;
    takeOverPrerenderedPage(root);
    document.dispatchEvent(new CustomEvent(PAGE_DRAWN_EVENT));
    expect(document.body.innerHTML).toBe('<div id="root"></div>');
  });
});
