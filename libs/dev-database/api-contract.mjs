/**
 * A remote's contract with the API (issue 20): each call the remote makes, through the same typed client of
 * libs/contracts it uses in the browser (which parses every answer with its zod schema), is sent to the real server
 * (api/dist on a fresh PostgreSQL with the demo data, so lists are not empty; started by jest.contract-setup.js). A
 * change to the API that would break the remote fails that remote's own test (`npm test -w mf-<name>`), whichever
 * team made the change.
 */
import { E2E_ADMIN } from './server.mjs';

/** Today in San Luis plus `days`, as YYYY-MM-DD: calls ask for dates the demo data covers. */
export function sanLuisDay(days = 0) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Argentina/San_Luis' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function describeFailure(name, error) {
  const status = typeof error?.status === 'number' ? ` (estado ${error.status})` : '';
  const body = error?.body === undefined ? '' : ` ${JSON.stringify(error.body).slice(0, 300)}`;
  return `${name}: ${error?.message ?? String(error)}${status}${body}`;
}

/**
 * Signs in to the contract server as the administrator, points the client at it (`configure(apiBaseUrl)`, e.g. the
 * contracts' `configureApi`), runs every call of `remote` in order (each gets the answers so far, by name, to use what
 * an earlier call created) and answers the failures: empty when the API keeps the remote's contract.
 */
export async function checkApiContract(remote, calls, configure) {
  const baseUrl = process.env.CONTRACT_SERVER_URL;
  if (!baseUrl) {
    throw new Error(`${remote}: falta el servidor de contrato; lo inicia jest.contract-setup.js (remotePreset de jest.preset.js)`);
  }
  const realFetch = globalThis.fetch;
  const failures = [];
  try {
    const login = await realFetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(E2E_ADMIN),
    });
    if (!login.ok) throw new Error(`No se pudo iniciar sesión: ${login.status}`);
    const cookie = login.headers.get('set-cookie').split(';')[0];
    // The browser sends the session cookie by itself; here every call to the server carries it.
    globalThis.fetch = (input, init = {}) =>
      realFetch(input, { ...init, headers: { ...init.headers, Cookie: cookie } });
    configure(`${baseUrl}/api`);
    const answers = {};
    for (const call of calls) {
      try {
        answers[call.name] = await call.run(answers);
      } catch (error) {
        failures.push(describeFailure(call.name, error));
      }
    }
  } finally {
    globalThis.fetch = realFetch;
  }
  return failures;
}
