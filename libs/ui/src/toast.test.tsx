import { act, render, screen, waitFor } from '@testing-library/react';
import { AppToaster, PHONE_TOASTS_QUERY, PHONE_TOASTS_RIGHT_FREE_PX, notify } from './toast';
import { TOAST_STACK_PX, TOAST_WIDTH_PX, TOASTS_BELOW_ATTRIBUTE, toastColumnTop } from './toast-placement';

function viewport(phone: boolean) {
  jest.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: phone && query === PHONE_TOASTS_QUERY,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

async function shownToaster(): Promise<HTMLElement> {
  render(<AppToaster />);
  act(() => void notify.success('Reserva creada exitosamente'));
  await screen.findByText('Reserva creada exitosamente');
  return document.querySelector<HTMLElement>('[data-sonner-toaster]')!;
}

describe('AppToaster placement (top-right, clear of «Cerrar Sesión» and of every dialog button)', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('puts toasts top-right on a desktop, below the page\'s top bar', async () => {
    viewport(false);
    const bar = document.createElement('header');
    bar.setAttribute(TOASTS_BELOW_ATTRIBUTE, '');
    jest.spyOn(bar, 'getBoundingClientRect').mockReturnValue({ top: 0, bottom: 112, left: 0, right: 1280 } as DOMRect);
    document.body.append(bar);
    const toaster = await shownToaster();
    expect(toaster.dataset.yPosition).toBe('top');
    expect(toaster.dataset.xPosition).toBe('right');
    await waitFor(() => expect(toaster.style.getPropertyValue('--offset-top')).toBe('120px'));
  });

  it('puts them over the admin bar on a phone, above the content, leaving the hamburger free', async () => {
    viewport(true);
    const toaster = await shownToaster();
    expect(toaster.dataset.yPosition).toBe('top');
    expect(toaster.style.getPropertyValue('--mobile-offset-top')).toBe('4px');
    expect(toaster.style.getPropertyValue('--mobile-offset-right')).toBe(`${PHONE_TOASTS_RIGHT_FREE_PX}px`);
  });
});

describe('toastColumnTop', () => {
  const screen1280 = { width: 1280, height: 800 };
  const box = (top: number, height: number, left: number, width: number) => ({ top, bottom: top + height, left, right: left + width });
  const column = (top: number) => ({ top, bottom: top + TOAST_STACK_PX, left: 1280 - 16 - TOAST_WIDTH_PX, right: 1280 - 16 });
  const overlaps = (a: ReturnType<typeof box>, b: ReturnType<typeof box>) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

  it('starts below the top bar when no dialog is open', () => {
    expect(toastColumnTop(screen1280, 112, [])).toBe(120);
  });

  it('moves below a dialog\'s «×» in its column, and stays clear of the actions at its foot', () => {
    // A 640 px dialog centred at 1280 (320-960): «×» at its top right, «Cancelar» and «Guardar» at its foot, right.
    const buttons = [box(130, 32, 915, 32), box(600, 40, 760, 90), box(600, 40, 860, 90)];
    const top = toastColumnTop(screen1280, 112, buttons)!;
    expect(top).toBe(170);
    for (const button of buttons) expect(overlaps(column(top), button)).toBe(false);
  });

  it('goes past actions that leave no room above them, and gives up (bottom-left) when the viewport has none', () => {
    const crowded = [box(118, 40, 1000, 100), box(180, 40, 1000, 100)];
    expect(toastColumnTop(screen1280, 112, crowded)).toBe(228);
    expect(toastColumnTop({ width: 1280, height: 300 }, 112, crowded)).toBeNull();
  });

  it('ignores buttons outside its column', () => {
    expect(toastColumnTop(screen1280, 112, [box(118, 40, 100, 200)])).toBe(120);
  });
});
