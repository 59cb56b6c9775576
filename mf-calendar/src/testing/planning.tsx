/**
 * The Planilla as its tests see it: two units (cabin 3, dormi 2), the window 10/01/2026 + 14 days seen on 11/01, and
 * a fresh query client that neither retries nor refetches. `mockPlanningLookups` needs `listHospedajes` and the
 * channels' calls mocked by the test (planning-mocks.ts does it).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { getBloqueos, getConflictosEnRango } from '@camping/contracts/api/canales-import';
import { listHospedajes } from '@camping/contracts/api/hospedajes';
import { createQueryClient } from '@camping/contracts/api/query-client';
import { PlanningPage } from '../features/planning-grid/components/planning-page';

export const UNIDADES = [
  { id: 100, numero: 3, capacidad: 5, tipo_hospedaje_id: 1, tipo_hospedaje: 'cabaña' },
  { id: 202, numero: 2, capacidad: 4, tipo_hospedaje_id: 2, tipo_hospedaje: 'dormis' },
];

/** The units, no blocks and no channel conflicts: what every window reads besides its stays. */
export function mockPlanningLookups(): void {
  jest.mocked(listHospedajes).mockResolvedValue({ success: true, tipos_hospedaje: [], hospedajes: UNIDADES });
  jest.mocked(getBloqueos).mockResolvedValue({ success: true, bloqueos: [] });
  jest.mocked(getConflictosEnRango).mockResolvedValue({ success: true, conflictos: [] });
}

export function renderPlanning() {
  const client = createQueryClient(QueryClient);
  client.setDefaultOptions({ queries: { retry: false, staleTime: Infinity } });
  const reportError = jest.fn();
  render(
    <QueryClientProvider client={client}>
      <PlanningPage hash="#desde=2026-01-10&dias=14" navigate={jest.fn()} reportError={reportError} today="2026-01-11" />
    </QueryClientProvider>,
  );
  return { reportError };
}
