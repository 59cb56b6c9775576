/**
 * Loads the benchmark's data set: 5,000 clients and 20,000 reservations (cabins and dormis booked back to back
 * without overlaps over ~4 years, camping and groups spread over the same years, ~7 % cancelled), deterministic.
 */
import pg from 'pg';

const NOMBRES = ['María', 'Juan', 'Lucía', 'Martín', 'Sofía', 'Diego', 'Valentina', 'Facundo', 'Camila', 'Nicolás', 'Julieta', 'Matías', 'Florencia', 'Agustín', 'Paula', 'Santiago', 'Carolina', 'Gonzalo', 'Romina', 'Federico'];
const APELLIDOS = ['González', 'Rodríguez', 'Fernández', 'López', 'Martínez', 'Pérez', 'Gómez', 'Sánchez', 'Romero', 'Díaz', 'Álvarez', 'Torres', 'Ruiz', 'Ramírez', 'Flores', 'Acosta', 'Benítez', 'Medina', 'Herrera', 'Suárez', 'Aguirre', 'Giménez', 'Molina', 'Castro'];
const OBSERVACIONES = ['Llegan tarde, después de las 20', 'Traen mascota pequeña', 'Piden cuna', 'Aniversario', 'Pagan el saldo al llegar', 'Vehículo con trailer'];
const METODOS = ['efectivo', 'transferencia', 'tarjeta'];

function random(seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY = 86_400_000;
const iso = (ms) => new Date(ms).toISOString().slice(0, 10);

export async function seedBenchData(url, { clientes = 5000, reservas = 20000, today }) {
  const next = random(20260315);
  const int = (min, max) => min + Math.floor(next() * (max - min + 1));
  const pick = (list) => list[Math.floor(next() * list.length)];
  const todayMs = Date.parse(`${today}T00:00:00Z`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const c = { nombre: [], apellido: [], documento: [], telefono: [], vehiculo: [], patente: [] };
    for (let i = 0; i < clientes; i++) {
      c.nombre.push(pick(NOMBRES));
      c.apellido.push(pick(APELLIDOS));
      c.documento.push(String(20_000_000 + i * 4_801));
      c.telefono.push(`266${int(4_000_000, 4_999_999)}`);
      const conAuto = next() < 0.6;
      c.vehiculo.push(conAuto ? pick(['Toyota Hilux', 'Volkswagen Gol', 'Fiat Cronos', 'Ford Ranger', 'Peugeot 208']) : null);
      c.patente.push(conAuto ? `A${String.fromCharCode(65 + int(0, 25))}${int(100, 999)}${String.fromCharCode(65 + int(0, 25))}${String.fromCharCode(65 + int(0, 25))}` : null);
    }
    const { rows: ids } = await client.query(
      `INSERT INTO clientes (nombre, apellido, documento, telefono, modelo_vehiculo, patente)
       SELECT * FROM unnest($1::varchar[], $2::varchar[], $3::varchar[], $4::varchar[], $5::varchar[], $6::varchar[])
       RETURNING id`,
      [c.nombre, c.apellido, c.documento, c.telefono, c.vehiculo, c.patente],
    );
    const clienteIds = ids.map((r) => r.id);
    const { rows: units } = await client.query(`SELECT id, tipo_hospedaje_id, capacidad FROM hospedajes ORDER BY id`);

    const r = { cliente: [], hospedaje: [], tipo: [], entrada: [], salida: [], personas: [], monto: [], estado: [], metodo: [], obs: [] };
    const desde = todayMs - 1100 * DAY;
    const hasta = todayMs + 400 * DAY;
    const push = (tipo, unidad, entradaMs, noches, personas) => {
      const pasada = entradaMs < todayMs;
      r.cliente.push(pick(clienteIds));
      r.hospedaje.push(unidad);
      r.tipo.push(tipo);
      r.entrada.push(iso(entradaMs));
      r.salida.push(iso(entradaMs + noches * DAY));
      r.personas.push(personas);
      r.monto.push(noches * (tipo === 1 ? 58000 : tipo === 2 ? 34000 : tipo === 3 ? 11000 : 20000 * personas));
      r.estado.push(next() < 0.07 ? 'cancelada' : pasada ? 'finalizada' : 'activa');
      r.metodo.push(pick(METODOS));
      r.obs.push(next() < 0.2 ? pick(OBSERVACIONES) : null);
    };
    for (const u of units) {
      let cursor = desde;
      while (cursor < hasta) {
        const entrada = cursor + int(0, 5) * DAY;
        const noches = int(1, 6);
        push(u.tipo_hospedaje_id, u.id, entrada, noches, int(1, u.capacidad));
        cursor = entrada + noches * DAY;
      }
    }
    while (r.cliente.length < reservas) {
      const grupo = next() < 0.08;
      push(grupo ? 4 : 3, null, desde + int(0, 1500) * DAY, int(1, 7), grupo ? int(10, 50) : int(1, 8));
    }
    await client.query(
      `INSERT INTO reservas (cliente_id, hospedaje_id, tipo_hospedaje_id, fecha_entrada, fecha_salida, cantidad_personas,
         monto_total, estado, metodo_pago, observaciones)
       SELECT * FROM unnest($1::int[], $2::int[], $3::smallint[], $4::date[], $5::date[], $6::int[], $7::numeric[],
         $8::varchar[], $9::varchar[], $10::text[])`,
      [r.cliente, r.hospedaje, r.tipo, r.entrada, r.salida, r.personas, r.monto, r.estado, r.metodo, r.obs],
    );
    await client.query('VACUUM ANALYZE');
    return { clientes: clienteIds.length, reservas: r.cliente.length, documentos: c.documento };
  } finally {
    await client.end();
  }
}
