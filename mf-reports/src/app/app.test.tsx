import { render, screen } from '@testing-library/react';
import { App } from './app';

describe('mf-reports App', () => {
  it('renders its screen', () => {
    render(<App pathname="/admin" hash="" navigate={jest.fn()} user={null} reportError={jest.fn()} />);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});
