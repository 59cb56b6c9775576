import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every table of the spec's entities, plus users, sessions and the login throttle. Double booking is impossible in
 * the database itself: an exclusion constraint over the unit and its nights [entrada, salida) for every reservation
 * that is not cancelled (a same-day turnover does not clash).
 */
export class InitialSchema1763800000000 implements MigrationInterface {
  name = 'InitialSchema1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS btree_gist`);
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS unaccent`);

    await queryRunner.query(`
      CREATE TABLE tipos_hospedaje (
        id smallint PRIMARY KEY,
        nombre varchar(50) NOT NULL UNIQUE
      )`);

    await queryRunner.query(`
      CREATE TABLE hospedajes (
        id serial PRIMARY KEY,
        numero integer NOT NULL CHECK (numero >= 0),
        capacidad integer NOT NULL CHECK (capacidad > 0),
        tipo_hospedaje_id smallint NOT NULL REFERENCES tipos_hospedaje(id),
        CONSTRAINT hospedajes_tipo_numero_unico UNIQUE (tipo_hospedaje_id, numero)
      )`);

    await queryRunner.query(`
      CREATE TABLE clientes (
        id serial PRIMARY KEY,
        nombre varchar(100) NOT NULL,
        apellido varchar(100) NOT NULL,
        documento varchar(20) NOT NULL,
        telefono varchar(30),
        modelo_vehiculo varchar(60),
        patente varchar(15),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT clientes_documento_unico UNIQUE (documento)
      )`);
    await queryRunner.query(`CREATE INDEX clientes_apellido_idx ON clientes (apellido, nombre)`);

    await queryRunner.query(`
      CREATE TABLE reservas (
        id serial PRIMARY KEY,
        cliente_id integer NOT NULL REFERENCES clientes(id) ON DELETE RESTRICT,
        hospedaje_id integer REFERENCES hospedajes(id) ON DELETE RESTRICT,
        tipo_hospedaje_id smallint NOT NULL REFERENCES tipos_hospedaje(id),
        fecha_entrada date NOT NULL,
        fecha_salida date NOT NULL,
        cantidad_personas integer NOT NULL CHECK (cantidad_personas >= 1),
        monto_total numeric(12,2) NOT NULL CHECK (monto_total >= 0),
        descuento numeric(12,2) NOT NULL DEFAULT 0 CHECK (descuento >= 0),
        estado varchar(20) NOT NULL DEFAULT 'activa' CHECK (estado IN ('activa', 'finalizada', 'cancelada')),
        metodo_pago varchar(20) NOT NULL DEFAULT 'efectivo'
          CHECK (metodo_pago IN ('efectivo', 'transferencia', 'tarjeta')),
        observaciones text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT reservas_fechas_validas CHECK (fecha_entrada < fecha_salida),
        CONSTRAINT reservas_sin_solapamiento EXCLUDE USING gist (
          hospedaje_id WITH =,
          daterange(fecha_entrada, fecha_salida, '[)') WITH &&
        ) WHERE (estado <> 'cancelada' AND hospedaje_id IS NOT NULL)
      )`);
    await queryRunner.query(`CREATE INDEX reservas_cliente_idx ON reservas (cliente_id)`);
    await queryRunner.query(`CREATE INDEX reservas_entrada_idx ON reservas (fecha_entrada DESC, id DESC)`);
    await queryRunner.query(`CREATE INDEX reservas_tipo_fechas_idx ON reservas (tipo_hospedaje_id, fecha_entrada, fecha_salida)`);

    await queryRunner.query(`
      CREATE TABLE precios (
        id serial PRIMARY KEY,
        tipo_tabla varchar(10) NOT NULL CHECK (tipo_tabla IN ('camping', 'hospedaje')),
        tipo_hospedaje_id smallint NOT NULL REFERENCES tipos_hospedaje(id),
        descripcion varchar(20) CHECK (descripcion IN ('base', 'adulto', 'menor')),
        cantidad_personas integer CHECK (cantidad_personas >= 1),
        metodo_pago varchar(20) NOT NULL CHECK (metodo_pago IN ('efectivo', 'transferencia', 'tarjeta')),
        precio numeric(12,2) NOT NULL CHECK (precio >= 0),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT precios_clave_unica UNIQUE NULLS NOT DISTINCT
          (tipo_hospedaje_id, descripcion, cantidad_personas, metodo_pago),
        CONSTRAINT precios_forma CHECK (
          (tipo_tabla = 'camping' AND descripcion IS NOT NULL AND cantidad_personas IS NULL) OR
          (tipo_tabla = 'hospedaje' AND descripcion IS NULL AND cantidad_personas IS NOT NULL)
        )
      )`);

    await queryRunner.query(`
      CREATE TABLE usuarios (
        id serial PRIMARY KEY,
        usuario varchar(100) NOT NULL UNIQUE,
        password_hash varchar(200) NOT NULL,
        rol varchar(10) NOT NULL CHECK (rol IN ('admin', 'staff')),
        activo boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);

    await queryRunner.query(`
      CREATE TABLE sesiones (
        id char(64) PRIMARY KEY,
        usuario_id integer NOT NULL REFERENCES usuarios(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        ip varchar(64),
        user_agent varchar(300)
      )`);
    await queryRunner.query(`CREATE INDEX sesiones_expira_idx ON sesiones (expires_at)`);

    await queryRunner.query(`
      CREATE TABLE intentos_login (
        id bigserial PRIMARY KEY,
        clave varchar(200) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX intentos_login_clave_idx ON intentos_login (clave, created_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['intentos_login', 'sesiones', 'usuarios', 'precios', 'reservas', 'clientes', 'hospedajes', 'tipos_hospedaje']) {
      await queryRunner.query(`DROP TABLE IF EXISTS ${table}`);
    }
  }
}
