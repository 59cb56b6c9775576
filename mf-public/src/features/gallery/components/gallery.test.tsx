import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ResponsiveImage } from '../../media/media-catalog';
import { GALLERY_EMPTY_TEXT, Gallery } from './gallery';

const image = (n: number): ResponsiveImage => ({
  id: `foto-${n}`,
  alt: `Foto número ${n}`,
  avif: `/f${n}-480.avif 480w`,
  webp: `/f${n}-480.webp 480w`,
  src: `/f${n}-480.webp`,
  large: `/f${n}-1600.webp`,
  width: 960,
  height: 720,
});
const IMAGES = [1, 2, 3].map(image);

async function renderLoaded(images = IMAGES) {
  render(<Gallery images={images} count={images.length} title="Galería de prueba" />);
  act(() => jest.advanceTimersByTime(400));
  // The full-screen view is downloaded once the grid is on screen.
  await act(async () => {
    await import('./gallery-overlay');
  });
}

describe('Gallery', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows placeholders for 400 ms, then the grid with lazy thumbnails and alt texts', () => {
    render(<Gallery images={IMAGES} count={3} title="Galería de prueba" />);
    expect(screen.getByTestId('gallery-loading').children).toHaveLength(3);
    expect(screen.getByRole('status', { name: /cargando imágenes/ })).toHaveAttribute('aria-busy', 'true');
    act(() => jest.advanceTimersByTime(399));
    expect(screen.queryByTestId('gallery')).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    const grid = screen.getByRole('list', { name: 'Galería de prueba' });
    const images = within(grid).getAllByRole('img');
    expect(images).toHaveLength(3);
    expect(images[0]).toHaveAttribute('alt', 'Foto número 1');
    expect(images[0]).toHaveAttribute('loading', 'lazy');
  });

  it("keeps the gallery's count of placeholders until its pictures arrive, then shows them at once", () => {
    const { rerender } = render(<Gallery images={null} count={40} title="Galería de prueba" />);
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByTestId('gallery-loading').children).toHaveLength(40);
    expect(screen.queryByTestId('gallery')).toBeNull();
    rerender(<Gallery images={IMAGES} count={40} title="Galería de prueba" />);
    expect(within(screen.getByRole('list', { name: 'Galería de prueba' })).getAllByRole('img')).toHaveLength(3);
  });

  it("says 'Próximamente imágenes...' when there is nothing to show", async () => {
    await renderLoaded([]);
    expect(screen.getByText(GALLERY_EMPTY_TEXT)).toBeInTheDocument();
  });

  it('opens the full-screen view, locks scrolling, and closes with ×, Escape or a click, giving focus back', async () => {
    await renderLoaded();
    const second = screen.getByRole('button', { name: 'Ampliar: Foto número 2' });
    for (const close of ['button', 'escape', 'click'] as const) {
      second.focus();
      fireEvent.click(second);
      const dialog = screen.getByRole('dialog', { name: 'Imagen 2 de 3: Foto número 2' });
      expect(document.body).toHaveClass('scroll-locked');
      expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toHaveFocus();
      if (close === 'button') fireEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
      if (close === 'escape') fireEvent.keyDown(document, { key: 'Escape' });
      if (close === 'click') fireEvent.click(within(dialog).getByRole('img'));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.body).not.toHaveClass('scroll-locked');
      expect(second).toHaveFocus();
    }
  });

  it('moves with the arrows and keeps Tab inside the view', async () => {
    await renderLoaded();
    fireEvent.click(screen.getByRole('button', { name: 'Ampliar: Foto número 3' }));
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Imagen 1 de 3: Foto número 1');
    fireEvent.click(screen.getByRole('button', { name: 'Imagen anterior' }));
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Imagen 3 de 3: Foto número 3');
    const next = screen.getByRole('button', { name: 'Imagen siguiente' });
    next.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(screen.getByRole('button', { name: 'Cerrar' })).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(next).toHaveFocus();
  });
});
