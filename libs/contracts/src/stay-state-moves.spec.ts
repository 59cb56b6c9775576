import { ESTADO_ESTADIA_ETIQUETA, movimientoEstadiaMessage } from './messages-estados';
import { checkinError, checkoutError, noShowError } from './stay-states';
import {
  isStayMoveAllowed,
  STAY_STATE_LABEL,
  STAY_STATE_MOVES,
  STAY_STATES,
  stayMoveError,
  stayStateOf,
} from './stay-state-moves';

const T1 = '2030-03-12T13:05:00.000Z';
const T2 = '2030-03-15T13:00:00.000Z';
const stay = { estado: 'activa', fecha_entrada: '2030-03-12', fecha_salida: '2030-03-15' };

describe('stay states as one table (issue 33)', () => {
  it('reads the state from estado and the front desk columns; columns that disagree are no state', () => {
    expect(stayStateOf({ estado: 'pendiente' })).toBe('prereserva');
    expect(stayStateOf({ estado: 'activa' })).toBe('activa');
    expect(stayStateOf({ estado: 'activa', checkin_at: T1 })).toBe('en_casa');
    expect(stayStateOf({ estado: 'finalizada' })).toBe('finalizada');
    expect(stayStateOf({ estado: 'finalizada', checkin_at: T1, checkout_at: T2 })).toBe('salio');
    expect(stayStateOf({ estado: 'cancelada' })).toBe('cancelada');
    expect(stayStateOf({ estado: 'cancelada', no_show: true })).toBe('no_show');
    expect(stayStateOf({ estado: 'finalizada', no_show: true })).toBe('no_show');
    // What the old free estado left behind, or psql: nothing the table reaches.
    expect(stayStateOf({ estado: 'cancelada', checkin_at: T1 })).toBeNull();
    expect(stayStateOf({ estado: 'activa', checkin_at: T1, checkout_at: T2 })).toBeNull();
    expect(stayStateOf({ estado: 'activa', no_show: true })).toBeNull();
    expect(stayStateOf({ estado: 'pendiente', checkin_at: T1 })).toBeNull();
    expect(stayStateOf({ estado: 'confirmada' })).toBeNull();
  });

  it('allows the moves the features make, and nothing out of a check-out or a no-show', () => {
    const allowed = STAY_STATES.flatMap((from) => STAY_STATE_MOVES[from].map((to) => `${from}>${to}`));
    expect(allowed.sort()).toEqual(
      [
        'prereserva>activa',
        'prereserva>cancelada',
        'prereserva>no_show',
        'activa>en_casa',
        'activa>salio',
        'activa>finalizada',
        'activa>cancelada',
        'activa>no_show',
        'en_casa>salio',
        'finalizada>activa',
        'finalizada>salio',
        'cancelada>activa',
      ].sort(),
    );
    for (const state of STAY_STATES) expect(isStayMoveAllowed(state, state)).toBe(true);
    expect(isStayMoveAllowed('en_casa', 'cancelada')).toBe(false);
    expect(isStayMoveAllowed('salio', 'activa')).toBe(false);
  });

  it('words every refused move with the state the stay is in, as the screens call it', () => {
    expect(STAY_STATE_LABEL).toBe(ESTADO_ESTADIA_ETIQUETA);
    for (const from of STAY_STATES) {
      expect(STAY_STATE_LABEL[from]).toBeTruthy();
      for (const to of STAY_STATES) {
        const message = movimientoEstadiaMessage(from, to);
        expect(message).toMatch(/^La reserva .+: no (se )?puede .+\.$/);
        expect(message).not.toContain('undefined');
      }
    }
    expect(movimientoEstadiaMessage('en_casa', 'cancelada')).toBe(
      'La reserva ya tiene el ingreso registrado (el huésped está en el complejo): no se puede cancelar. Registre la salida del huésped en «Hoy».',
    );
    expect(movimientoEstadiaMessage('salio', 'activa')).toBe(
      'La reserva ya tiene la salida registrada: no puede volver a estar activa. Si el huésped vuelve, cree una reserva nueva.',
    );
  });

  it('checks a write of estado against the stored stay; the same state sent back is no move', () => {
    const enCasa = { estado: 'activa', checkin_at: T1 };
    expect(stayMoveError(enCasa, { ...enCasa, estado: 'cancelada' })).toBe(movimientoEstadiaMessage('en_casa', 'cancelada'));
    expect(stayMoveError(enCasa, { ...enCasa, estado: 'finalizada' })).toBe(movimientoEstadiaMessage('en_casa', 'finalizada'));
    expect(stayMoveError(enCasa, { ...enCasa, estado: 'activa' })).toBeNull();
    const salio = { estado: 'finalizada', checkin_at: T1, checkout_at: T2 };
    expect(stayMoveError(salio, { ...salio, estado: 'activa' })).toBe(movimientoEstadiaMessage('salio', 'activa'));
    expect(stayMoveError(salio, { ...salio, estado: 'finalizada' })).toBeNull();
    const noVino = { estado: 'cancelada', no_show: true };
    expect(stayMoveError(noVino, { ...noVino, estado: 'activa' })).toBe(movimientoEstadiaMessage('no_show', 'activa'));
    expect(stayMoveError({ estado: 'pendiente' }, { estado: 'finalizada' })).toBe(movimientoEstadiaMessage('prereserva', 'finalizada'));
    expect(stayMoveError({ estado: 'cancelada' }, { estado: 'finalizada' })).toBe(movimientoEstadiaMessage('cancelada', 'finalizada'));
    expect(stayMoveError({ estado: 'finalizada' }, { estado: 'cancelada' })).toBe(movimientoEstadiaMessage('finalizada', 'cancelada'));
    const allowed: Array<[string, string]> = [
      ['pendiente', 'activa'],
      ['pendiente', 'cancelada'],
      ['activa', 'finalizada'],
      ['activa', 'cancelada'],
      ['finalizada', 'activa'],
      ['cancelada', 'activa'],
    ];
    for (const [from, to] of allowed) expect(stayMoveError({ estado: from }, { estado: to })).toBeNull();
    // A row already incoherent may be set right.
    expect(stayMoveError({ estado: 'cancelada', checkin_at: T1 }, { estado: 'activa', checkin_at: T1 })).toBeNull();
  });

  it('the front desk actions follow the table: a stay finished by hand is neither checked in nor marked as not shown', () => {
    const hoy = '2030-03-12';
    const finalizada = { ...stay, estado: 'finalizada' };
    expect(checkinError(finalizada, hoy)).toBe(movimientoEstadiaMessage('finalizada', 'en_casa'));
    expect(noShowError(finalizada, hoy)).toBe(movimientoEstadiaMessage('finalizada', 'no_show'));
    expect(checkoutError(finalizada, hoy)).toBeNull();
    expect(checkoutError(stay, hoy)).toBeNull();
    expect(checkoutError({ ...stay, checkin_at: T1 }, hoy)).toBeNull();
    expect(checkinError(stay, hoy)).toBeNull();
    expect(noShowError({ ...stay, estado: 'pendiente' }, hoy)).toBeNull();
  });
});
