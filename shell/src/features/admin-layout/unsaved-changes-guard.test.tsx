import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { MSG } from '@camping/contracts/messages';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

function renderWith(dirty: boolean) {
  const router = createMemoryRouter(
    [
      {
        path: '/admin/reserva-rapida',
        element: (
          <>
            <p>Formulario</p>
            <Link to="/admin/calendario">Calendario</Link>
            <Link to="/admin/reserva-rapida#ayuda">Ayuda</Link>
            <UnsavedChangesGuard when={dirty} />
          </>
        ),
      },
      { path: '/admin/calendario', element: <p>Vista calendario</p> },
    ],
    { initialEntries: ['/admin/reserva-rapida'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('UnsavedChangesGuard', () => {
  it('asks before a route change leaves unsaved input; «Seguir editando» stays, «Salir» goes', async () => {
    const router = renderWith(true);
    fireEvent.click(screen.getByRole('link', { name: 'Calendario' }));
    expect(await screen.findByRole('dialog', { name: 'Datos sin guardar' })).toHaveTextContent(MSG.cambiosSinGuardar);
    fireEvent.click(screen.getByRole('button', { name: 'Seguir editando' }));
    expect(screen.getByText('Formulario')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/reserva-rapida');

    fireEvent.click(screen.getByRole('link', { name: 'Calendario' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Salir' }));
    expect(await screen.findByText('Vista calendario')).toBeInTheDocument();
  });

  it('lets a change of hash on the same screen through, and asks nothing without unsaved input', async () => {
    const router = renderWith(true);
    fireEvent.click(screen.getByRole('link', { name: 'Ayuda' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.hash).toBe('#ayuda');
  });

  it('asks nothing when the screen reports no unsaved input', async () => {
    renderWith(false);
    fireEvent.click(screen.getByRole('link', { name: 'Calendario' }));
    expect(await screen.findByText('Vista calendario')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
