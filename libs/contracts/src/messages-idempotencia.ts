/**
 * Messages of safe retries and honest outages (issue 33, docs/api.md «Idempotent writes»): the `Idempotency-Key` of a
 * write, and what a write answers when PostgreSQL stopped answering while it ran. Apart from MSG (messages.ts) so each
 * file stays readable; like messages.ts it imports nothing, so the federation shares one copy
 * (libs/federation shared-leaf-imports).
 */
export const MSG_IDEMPOTENCIA = {
  /** 400: the header is empty, longer than 255 characters or holds other than printable ASCII. */
  claveInvalida: 'El encabezado Idempotency-Key debe tener entre 1 y 255 caracteres ASCII imprimibles',
  /** 422: the key already named another request (another call, another body). */
  claveDeOtraSolicitud:
    'La clave Idempotency-Key ya se usó para otra solicitud distinta: para una operación nueva envíe una clave nueva',
  /** 409: the first request with this key is still running (its answer is not stored yet). */
  operacionEnProceso:
    'Esta operación ya se está procesando. Espere unos segundos y vuelva a intentarlo para ver su resultado; no se repetirá.',
  /** 409: the first request with this key was saved, but its answer was lost (the server stopped before storing it). */
  operacionYaRegistrada:
    'Esta operación ya quedó registrada, pero no se pudo recuperar su respuesta. Recargue la página para ver el resultado; no hace falta repetirla.',
  /** 503: COMMIT was sent and no answer came back; with a key, a retry tells what happened. */
  guardadoInciertoConClave:
    'No se sabe si la operación se guardó: la base de datos dejó de responder mientras se confirmaba. Vuelva a intentarlo en unos segundos: si ya se había guardado, no se repetirá y verá el resultado.',
  /** 503: the same, for a client that sent no key: only a reload can tell. */
  guardadoIncierto:
    'No se sabe si la operación se guardó: la base de datos dejó de responder mientras se confirmaba. Recargue en unos segundos para comprobarlo antes de repetirla.',
  /** 503 without Retry-After: a transaction of the request committed, then the database stopped answering. */
  guardadoSinRespuesta:
    'La operación se guardó, pero no se pudo completar la respuesta porque la base de datos dejó de responder. Recargue para ver el resultado; no la repita.',
} as const;

/**
 * The `codigo` of the 409 «en proceso» answer: the shared client keeps the key of a write whose first try may still
 * be running (libs/contracts/src/api/idempotency-keys.ts), so the clerk's retry asks about the same operation.
 */
export const CODIGO_OPERACION_EN_PROCESO = 'operacion_en_proceso';
