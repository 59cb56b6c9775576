/**
 * The planning grid benchmark's data, set-based in PostgreSQL: 2,000 stays touching the 62-day window that starts on
 * `desde` (the 22 cabins and dormis booked back to back, two nights each: 682; 1,000 camping; 318 groups) and 20,000
 * outside it (three years of back-to-back unit stays before, camping after), so the window's request has to pick
 * 2,000 rows out of 22,000.
 */
import pg from 'pg';

const APELLIDOS = ['González', 'Rodríguez', 'Fernández', 'López', 'Martínez', 'Pérez', 'Gómez', 'Sánchez', 'Romero', 'Quiroga', 'Lucero', 'Ojeda'];
const NOMBRES = ['María', 'Juan', 'Lucía', 'Martín', 'Sofía', 'Diego', 'Valentina', 'Facundo'];

const SQL_CLIENTES = `
  INSERT INTO clientes (nombre, apellido, documento, telefono)
  SELECT ($2::text[])[1 + i % array_length($2::text[], 1)], ($3::text[])[1 + (i * 7) % array_length($3::text[], 1)],
         (30000000 + i * 4801)::text, '266' || (4000000 + (i * 7919) % 1000000)::text
  FROM generate_series(0, $1::int - 1) AS i`;

/** $1 the window's first day. Every row: unit (or null), type, entry, nights, people. */
const SQL_RESERVAS = `
  WITH unidades AS (SELECT id, tipo_hospedaje_id, capacidad, (row_number() OVER (ORDER BY id))::int - 1 AS u FROM hospedajes),
  en_ventana AS (
    SELECT u.id AS hospedaje_id, u.tipo_hospedaje_id, $1::date + k * 2 AS entrada, 2 AS noches, 1 + (k + u.u) % u.capacidad AS personas
    FROM unidades u CROSS JOIN generate_series(0, 30) AS k
    UNION ALL
    SELECT NULL, 3, $1::date + (n * 7) % 60, 1 + n % 3, 1 + n % 6 FROM generate_series(0, 999) AS n
    UNION ALL
    SELECT NULL, 4, $1::date + (n * 11) % 60, 1 + n % 2, 10 + n % 30 FROM generate_series(0, 317) AS n
  ),
  fuera AS (
    SELECT u.id, u.tipo_hospedaje_id, $1::date - 1010 + k * 2, 2, 1 + (k + u.u) % u.capacidad
    FROM unidades u CROSS JOIN generate_series(0, 499) AS k
    UNION ALL
    SELECT NULL, 3, $1::date + 80 + (n * 13) % 700, 1 + n % 4, 1 + n % 6 FROM generate_series(0, 8999) AS n
  ),
  todas AS (SELECT * FROM en_ventana UNION ALL SELECT * FROM fuera),
  numeradas AS (SELECT t.*, row_number() OVER () AS n FROM todas t),
  clientes_ids AS (SELECT min(id) AS primero, count(*)::int AS cuantos FROM clientes)
  INSERT INTO reservas (cliente_id, hospedaje_id, tipo_hospedaje_id, fecha_entrada, fecha_salida, cantidad_personas,
    monto_total, estado, metodo_pago)
  SELECT c.primero + (t.n * 7919) % c.cuantos, t.hospedaje_id, t.tipo_hospedaje_id, t.entrada, t.entrada + t.noches, t.personas,
         t.noches * 40000, CASE WHEN t.entrada < CURRENT_DATE THEN 'finalizada' ELSE 'activa' END,
         (ARRAY['efectivo', 'transferencia', 'tarjeta'])[1 + t.n % 3]
  FROM numeradas t CROSS JOIN clientes_ids c`;

export async function seedPlanningData(url, desde) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(SQL_CLIENTES, [2000, NOMBRES, APELLIDOS]);
    await client.query(SQL_RESERVAS, [desde]);
    await client.query('VACUUM ANALYZE');
    const hasta = (await client.query(`SELECT ($1::date + 61)::text AS h`, [desde])).rows[0].h;
    const [{ total, ventana }] = (
      await client.query(
        `SELECT count(*)::int AS total,
                count(*) FILTER (WHERE daterange(fecha_entrada, fecha_salida, '[]') && daterange($1::date, $2::date, '[]'))::int AS ventana
         FROM reservas`,
        [desde, hasta],
      )
    ).rows;
    return { total, ventana, hasta };
  } finally {
    await client.end();
  }
}
