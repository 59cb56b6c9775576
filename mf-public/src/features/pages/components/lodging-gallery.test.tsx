import { act, render, screen, within } from '@testing-library/react';
import { galleryTables } from '../../media/assets-paginas';
import { LodgingGallery } from './lodging-gallery';

/** An IntersectionObserver the test drives: `enter()` brings every observed element within the margin. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  elements: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback, readonly options?: IntersectionObserverInit) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.elements.push(element);
  }
  disconnect() {
    this.elements = [];
  }
  enter() {
    const entries = this.elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

describe('LodgingGallery', () => {
  const load = jest.spyOn(galleryTables, 'camping');

  beforeEach(() => {
    FakeObserver.instances = [];
    load.mockClear();
    Object.defineProperty(window, 'IntersectionObserver', { configurable: true, writable: true, value: FakeObserver });
  });
  afterEach(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it("shows the gallery's placeholders and asks for its pictures only when it nears the screen", async () => {
    render(<LodgingGallery slug="camping" title="Galería de camping" />);
    expect(screen.getByText('40 fotos')).toBeInTheDocument();
    expect(screen.getByTestId('gallery-loading').children).toHaveLength(40);
    expect(load).not.toHaveBeenCalled();
    expect(FakeObserver.instances[0].options?.rootMargin).toBe('400px 0px');

    await act(async () => FakeObserver.instances[0].enter());
    expect(load).toHaveBeenCalledTimes(1);
    const grid = await screen.findByRole('list', { name: 'Galería de camping' });
    expect(within(grid).getAllByRole('img')).toHaveLength(40);
  });

  it('says so in Spanish when the pictures cannot be downloaded, and tries again on request', async () => {
    // Another page than the first test's: a table once downloaded is kept for the visit.
    const loadDormis = jest.spyOn(galleryTables, 'dormis').mockRejectedValueOnce(new Error('offline'));
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<LodgingGallery slug="dormis" title="Galería de dormis" />);
    await act(async () => FakeObserver.instances[0].enter());
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudieron cargar las fotos de la galería.');
    await act(async () => screen.getByRole('button', { name: 'Reintentar' }).click());
    expect(await screen.findByRole('list', { name: 'Galería de dormis' })).toBeInTheDocument();
    expect(loadDormis).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });
});
