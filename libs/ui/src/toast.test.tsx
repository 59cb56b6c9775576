import { act, render, screen } from '@testing-library/react';
import { AppToaster, PHONE_TOASTS_QUERY, PHONE_TOASTS_RIGHT_FREE_PX, notify } from './toast';

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

describe('AppToaster placement (clear of dialog «×» and «Cerrar Sesión», which are top-right)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('puts toasts at the bottom on a desktop, on the side without dialog buttons or row actions', async () => {
    viewport(false);
    const toaster = await shownToaster();
    expect(toaster.dataset.yPosition).toBe('bottom');
    expect(toaster.dataset.xPosition).toBe('left');
  });

  it('puts them over the admin bar on a phone, above the content, leaving the hamburger free', async () => {
    viewport(true);
    const toaster = await shownToaster();
    expect(toaster.dataset.yPosition).toBe('top');
    expect(toaster.style.getPropertyValue('--mobile-offset-top')).toBe('4px');
    expect(toaster.style.getPropertyValue('--mobile-offset-right')).toBe(`${PHONE_TOASTS_RIGHT_FREE_PX}px`);
  });
});
