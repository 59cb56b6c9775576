/**
 * The lists benchmark's data set, set-based in PostgreSQL (generate_series), deterministic: `clientes` clients with
 * varied Spanish names, and `reservas` reservations. Cabins and dormis are booked back to back (4-day slots, 1-3
 * nights: the exclusion constraint holds); the rest are camping and groups. ~7 % cancelled, ~20 % with observations,
 * past stays finished.
 */
import pg from 'pg';

const NOMBRES = ['María', 'Juan', 'Lucía', 'Martín', 'Sofía', 'Diego', 'Valentina', 'Facundo', 'Camila', 'Nicolás', 'Julieta', 'Matías', 'Florencia', 'Agustín', 'Paula', 'Santiago', 'Carolina', 'Gonzalo', 'Romina', 'Federico'];
const APELLIDOS = ['González', 'Rodríguez', 'Fernández', 'López', 'Martínez', 'Pérez', 'Gómez', 'Sánchez', 'Romero', 'Díaz', 'Álvarez', 'Torres', 'Ruiz', 'Ramírez', 'Flores', 'Acosta', 'Benítez', 'Medina', 'Herrera', 'Suárez', 'Aguirre', 'Giménez', 'Molina', 'Castro'];
const OBSERVACIONES = ['Llegan tarde, después de las 20', 'Traen mascota pequeña', 'Piden cuna', 'Aniversario', 'Pagan el saldo al llegar', 'Vehículo con trailer'];

/** One statement: $1 how many, $2 names, $3 surnames. */
const SQL_CLIENTES = `
  INSERT INTO clientes (nombre, apellido, documento, telefono, modelo_vehiculo, patente)
  SELECT ($2::text[])[1 + i % array_length($2::text[], 1)],
         ($3::text[])[1 + (i * 7 + i / 97) % array_length($3::text[], 1)] ||
           CASE WHEN i % 5 = 0 THEN ' ' || ($3::text[])[1 + (i / 5) % array_length($3::text[], 1)] ELSE '' END,
         (20000000 + i * 4801)::text,
         '266' || (4000000 + (i * 7919) % 1000000)::text,
         CASE WHEN i % 5 < 3 THEN (ARRAY['Toyota Hilux', 'Volkswagen Gol', 'Fiat Cronos', 'Ford Ranger', 'Peugeot 208'])[1 + i % 5] END,
         CASE WHEN i % 5 < 3 THEN 'A' || chr(65 + i % 26) || lpad((i % 900 + 100)::text, 3, '0') || chr(65 + (i / 26) % 26) || chr(65 + (i / 676) % 26) END
  FROM generate_series(0, $1::int - 1) AS i`;

/**
 * One statement: $1 how many, $2 today, $3 observations. Units: 1,500 back-to-back stays each; the rest camping
 * (92 %) and groups. Clients are spread over every id.
 */
const SQL_RESERVAS = `
  WITH unidades AS (
    SELECT id, tipo_hospedaje_id, capacidad, (row_number() OVER (ORDER BY id))::int - 1 AS u FROM hospedajes
  ),
  clientes_ids AS (SELECT min(id) AS primero, count(*)::int AS cuantos FROM clientes),
  alojadas AS (
    SELECT u.id AS hospedaje_id, u.tipo_hospedaje_id, k + u.u * 1500 AS n,
           $2::date - 3000 + k * 4 + (k + u.u) % 2 AS entrada, 1 + (k * 7 + u.u) % 3 AS noches,
           1 + (k + u.u) % u.capacidad AS personas
    FROM unidades u CROSS JOIN generate_series(0, 1499) AS k
  ),
  libres AS (
    SELECT NULL::int AS hospedaje_id, CASE WHEN n % 12 = 0 THEN 4 ELSE 3 END AS tipo_hospedaje_id, n,
           $2::date - 3000 + (n * 37) % 6000 AS entrada, 1 + n % 7 AS noches,
           CASE WHEN n % 12 = 0 THEN 10 + n % 40 ELSE 1 + n % 8 END AS personas
    FROM generate_series((SELECT count(*)::int * 1500 FROM hospedajes), $1::int - 1) AS n
  ),
  todas AS (SELECT * FROM alojadas WHERE n < $1::int UNION ALL SELECT * FROM libres)
  INSERT INTO reservas (cliente_id, hospedaje_id, tipo_hospedaje_id, fecha_entrada, fecha_salida, cantidad_personas,
    monto_total, estado, metodo_pago, observaciones)
  SELECT c.primero + (t.n * 7919) % c.cuantos, t.hospedaje_id, t.tipo_hospedaje_id, t.entrada, t.entrada + t.noches,
         t.personas,
         t.noches * CASE t.tipo_hospedaje_id WHEN 1 THEN 58000 WHEN 2 THEN 34000 WHEN 3 THEN 11000 ELSE 20000 * t.personas END,
         CASE WHEN t.n % 14 = 0 THEN 'cancelada' WHEN t.entrada < $2::date THEN 'finalizada' ELSE 'activa' END,
         (ARRAY['efectivo', 'transferencia', 'tarjeta'])[1 + t.n % 3],
         CASE WHEN t.n % 5 = 0 THEN ($3::text[])[1 + (t.n / 5) % array_length($3::text[], 1)] END
  FROM todas t CROSS JOIN clientes_ids c`;

export async function seedListsData(url, { clientes, reservas, today }) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(SQL_CLIENTES, [clientes, NOMBRES, APELLIDOS]);
    await client.query(SQL_RESERVAS, [reservas, today, OBSERVACIONES]);
    await client.query('VACUUM ANALYZE');
    const [{ c, r }] = (await client.query(`SELECT (SELECT count(*)::int FROM clientes) AS c, (SELECT count(*)::int FROM reservas) AS r`)).rows;
    return { clientes: c, reservas: r };
  } finally {
    await client.end();
  }
}
