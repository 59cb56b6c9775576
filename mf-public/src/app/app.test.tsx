import { render, screen } from '@testing-library/react';
import { App } from './app';

const props = { hash: '', navigate: jest.fn(), user: null, reportError: jest.fn() };

describe('mf-public App', () => {
  it('renders the home hero on /', () => {
    render(<App {...props} pathname="/" />);
    expect(screen.getByRole('heading', { name: 'Tu escape perfecto a la naturaleza' })).toBeInTheDocument();
  });
  it('answers unknown paths with a Spanish not-found page', () => {
    render(<App {...props} pathname="/no-existe" />);
    expect(screen.getByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
  });
});
