import { fireEvent, render, screen } from '@testing-library/react';
import { Pagination } from './pagination';

describe('Pagination', () => {
  it('reads Página X de Y and disables the ends', () => {
    const onPageChange = jest.fn();
    render(<Pagination page={1} pageCount={3} onPageChange={onPageChange} />);
    expect(screen.getByText('Página 1 de 3')).toBeTruthy();
    expect((screen.getByText('Anterior') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByText('Siguiente'));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });
  it('shows one page when the list is empty', () => {
    render(<Pagination page={1} pageCount={0} onPageChange={() => undefined} />);
    expect(screen.getByText('Página 1 de 1')).toBeTruthy();
  });
});
