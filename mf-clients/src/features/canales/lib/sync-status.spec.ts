import type { CalendarioExterno } from '@camping/contracts/schemas/calendario-externo';
import { syncFigures, syncState } from './sync-status';

const base: CalendarioExterno = {
  id: 1, hospedaje_id: 3, nombre: 'Airbnb', url: 'https://www.airbnb.com/calendar/ical/1.ics', creado_en: '2026-11-25T12:00:00.000Z',
  ultimo_intento: null, ultimo_exito: null, eventos: null, creados: null, movidos: null, quitados: null, conflictos: null, error: null,
};

describe('sync-status', () => {
  it('reads a calendar never synced, synced, failing and syncing now', () => {
    expect(syncState(base)).toEqual({ label: 'Sin sincronizar', tone: 'pending' });
    expect(syncState({ ...base, ultimo_exito: '2026-11-25T12:00:00.000Z' })).toEqual({ label: 'Sincronizado', tone: 'ok' });
    expect(syncState({ ...base, ultimo_exito: '2026-11-25T12:00:00.000Z', error: 'El servidor del calendario respondió con el error 500' }).tone).toBe('error');
    // A sync running now says so first, whatever the last one's result.
    expect(syncState({ ...base, error: 'El servidor del calendario respondió con el error 500', sincronizando: true })).toEqual({ label: 'Sincronizando...', tone: 'pending' });
    expect(syncState({ ...base, ultimo_exito: '2026-11-25T12:00:00.000Z', sincronizando: false }).label).toBe('Sincronizado');
  });

  it('prints the figures of the last sync, or nothing before the first', () => {
    expect(syncFigures(base)).toBeNull();
    expect(syncFigures({ ...base, eventos: 4, creados: 2, movidos: 1, quitados: 0, conflictos: 1 })).toBe(
      '4 eventos · 2 nuevos · 1 movidos · 0 quitados · 1 conflictos',
    );
  });
});
