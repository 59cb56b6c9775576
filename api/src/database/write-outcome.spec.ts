import { MSG } from '@camping/contracts/messages';
import { MSG_IDEMPOTENCIA } from '@camping/contracts/messages-idempotencia';
import { abandonWrites, unavailableAnswer } from './write-outcome';
import { type WriteTrail, writeTrailOf } from './write-trail';

const trail = (changes: Partial<WriteTrail> = {}): WriteTrail => Object.assign(writeTrailOf({}), changes);
const claim = { state: 'pending' as const, insert: () => Promise.resolve() };

describe('unavailableAnswer: what a 503 says of the writes of its call', () => {
  it('invites a retry when nothing was saved', () => {
    expect(unavailableAnswer(undefined)).toEqual({ message: MSG.servicioNoDisponible, retryAfter: true });
    expect(unavailableAnswer(trail({ started: 1 }))).toEqual({ message: MSG.servicioNoDisponible, retryAfter: true });
  });

  it('says it was saved, and invites no retry, once a transaction committed', () => {
    expect(unavailableAnswer(trail({ started: 2, committed: 1 }))).toEqual({ message: MSG_IDEMPOTENCIA.guardadoSinRespuesta, retryAfter: false });
  });

  it('says nobody knows when a COMMIT got no answer, and how a retry finds out with a key or without one', () => {
    expect(unavailableAnswer(trail({ outcomeUnknown: true, claim }))).toEqual({ message: MSG_IDEMPOTENCIA.guardadoInciertoConClave, retryAfter: true });
    expect(unavailableAnswer(trail({ outcomeUnknown: true }))).toEqual({ message: MSG_IDEMPOTENCIA.guardadoIncierto, retryAfter: true });
  });
});

describe('abandonWrites: the deadline of a call still running', () => {
  it('stops its transactions and says nothing was saved when none is committing', () => {
    const running = trail({ started: 1 });
    expect(abandonWrites(running, true)).toEqual({ message: MSG.servicioNoDisponible, retryAfter: true });
    expect(running.abandoned).toBe(true);
  });

  it('says nobody knows while a COMMIT is on its way, or when the handler may write outside Transactions.run', () => {
    expect(abandonWrites(trail({ started: 1, committing: 1 }), true).message).toBe(MSG_IDEMPOTENCIA.guardadoIncierto);
    expect(abandonWrites(trail(), true).message).toBe(MSG_IDEMPOTENCIA.guardadoIncierto);
    // Before the session check (no user yet) the handler has not run: nothing can have been written.
    expect(abandonWrites(trail(), false).message).toBe(MSG.servicioNoDisponible);
  });
});
