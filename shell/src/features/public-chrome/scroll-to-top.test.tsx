import { act, fireEvent, render, screen } from '@testing-library/react';
import { ScrollToTop } from './scroll-to-top';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

it('appears past 300 px and takes the page back to the top', () => {
  const spy = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  render(<ScrollToTop />);
  scrollTo(300);
  expect(screen.queryByRole('button', { name: 'Volver arriba' })).toBeNull();
  scrollTo(301);
  fireEvent.click(screen.getByRole('button', { name: 'Volver arriba' }));
  expect(spy).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  scrollTo(0);
  expect(screen.queryByRole('button', { name: 'Volver arriba' })).toBeNull();
  spy.mockRestore();
});
