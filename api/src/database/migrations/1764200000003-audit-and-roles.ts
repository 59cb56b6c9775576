import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The history of every change and the staff roles (issue 17, docs/staff.md):
 * - `historial`: one row per created, changed or deleted row of reservas, pagos, clientes, precios, configuracion
 *   and usuarios, written by an AFTER trigger in the same transaction as the change (a refused change leaves no row;
 *   a failed audit row fails the change). Whole rows as JSON, so columns other branches add later are recorded with
 *   no change here; an update keeps only the fields that changed, and one that changes nothing worth telling
 *   (derived columns: search text, kept totals, updated_at) writes nothing. The actor is the transaction's
 *   `app.usuario` (database/transactions.ts sets it with set_config(..., true)); without one, 'sistema' (the sweeps,
 *   the CLI). `reserva_id` places payments in their reservation's history. Nobody deletes from it (docs/data.md).
 * - Roles `admin` and `recepcion` (the old `staff` becomes `recepcion`); `debe_cambiar_contrasena` marks a temporary
 *   password, to be replaced at the next login; `contrasena_cambiada_el` puts a password change in the history
 *   (the hash itself never is).
 */
export class AuditAndRoles1764200000003 implements MigrationInterface {
  name = 'AuditAndRoles1764200000003';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE historial (
        id bigserial PRIMARY KEY,
        at timestamptz NOT NULL DEFAULT now(),
        usuario varchar(100) NOT NULL,
        entidad varchar(20) NOT NULL,
        entidad_id bigint NOT NULL,
        reserva_id bigint,
        accion varchar(6) NOT NULL CHECK (accion IN ('create', 'update', 'delete')),
        antes jsonb,
        despues jsonb
      )`);
    // The screen's filters: everything by time, one user by time, one entity's rows, one reservation's story.
    await queryRunner.query(`CREATE INDEX historial_at_idx ON historial (at DESC, id DESC)`);
    await queryRunner.query(`CREATE INDEX historial_usuario_idx ON historial (usuario, at DESC, id DESC)`);
    await queryRunner.query(`CREATE INDEX historial_entidad_idx ON historial (entidad, entidad_id, id DESC)`);
    await queryRunner.query(`CREATE INDEX historial_reserva_idx ON historial (reserva_id, id DESC) WHERE reserva_id IS NOT NULL`);

    // TG_ARGV[0]: the entity's name; TG_ARGV[1]: comma-separated columns never recorded.
    await queryRunner.query(`
      CREATE FUNCTION historial_registrar() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        ignoradas text[] := string_to_array(coalesce(TG_ARGV[1], ''), ',');
        viejo jsonb;
        nuevo jsonb;
        antes jsonb := NULL;
        despues jsonb := NULL;
        fila jsonb;
        clave text;
      BEGIN
        IF TG_OP <> 'INSERT' THEN viejo := to_jsonb(OLD) - ignoradas; END IF;
        IF TG_OP <> 'DELETE' THEN nuevo := to_jsonb(NEW) - ignoradas; END IF;
        IF TG_OP = 'UPDATE' THEN
          antes := '{}'::jsonb;
          despues := '{}'::jsonb;
          FOR clave IN SELECT jsonb_object_keys(nuevo) LOOP
            IF (viejo -> clave) IS DISTINCT FROM (nuevo -> clave) THEN
              antes := antes || jsonb_build_object(clave, viejo -> clave);
              despues := despues || jsonb_build_object(clave, nuevo -> clave);
            END IF;
          END LOOP;
          IF despues = '{}'::jsonb THEN RETURN NULL; END IF;
        ELSE
          antes := viejo;
          despues := nuevo;
        END IF;
        fila := coalesce(nuevo, viejo);
        INSERT INTO historial (usuario, entidad, entidad_id, reserva_id, accion, antes, despues)
        VALUES (
          coalesce(nullif(current_setting('app.usuario', true), ''), 'sistema'),
          TG_ARGV[0],
          (fila ->> 'id')::bigint,
          CASE WHEN TG_TABLE_NAME = 'reservas' THEN (fila ->> 'id')::bigint ELSE (fila ->> 'reserva_id')::bigint END,
          CASE TG_OP WHEN 'INSERT' THEN 'create' WHEN 'UPDATE' THEN 'update' ELSE 'delete' END,
          antes,
          despues
        );
        RETURN NULL;
      END $$`);
    for (const [tabla, entidad, ignoradas] of TRIGGERS) {
      await queryRunner.query(
        `CREATE TRIGGER ${tabla}_historial AFTER INSERT OR UPDATE OR DELETE ON ${tabla}
         FOR EACH ROW EXECUTE FUNCTION historial_registrar('${entidad}', '${ignoradas}')`,
      );
    }

    await queryRunner.query(`ALTER TABLE usuarios DROP CONSTRAINT usuarios_rol_check`);
    await queryRunner.query(`UPDATE usuarios SET rol = 'recepcion' WHERE rol = 'staff'`);
    await queryRunner.query(`
      ALTER TABLE usuarios
        ADD CONSTRAINT usuarios_rol_check CHECK (rol IN ('admin', 'recepcion')),
        ADD COLUMN debe_cambiar_contrasena boolean NOT NULL DEFAULT false,
        ADD COLUMN contrasena_cambiada_el timestamptz`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE usuarios DROP COLUMN debe_cambiar_contrasena, DROP COLUMN contrasena_cambiada_el, DROP CONSTRAINT usuarios_rol_check`);
    await queryRunner.query(`UPDATE usuarios SET rol = 'staff' WHERE rol = 'recepcion'`);
    await queryRunner.query(`ALTER TABLE usuarios ADD CONSTRAINT usuarios_rol_check CHECK (rol IN ('admin', 'staff'))`);
    for (const [tabla] of TRIGGERS) await queryRunner.query(`DROP TRIGGER ${tabla}_historial ON ${tabla}`);
    await queryRunner.query(`DROP FUNCTION historial_registrar()`);
    await queryRunner.query(`DROP TABLE historial`);
  }
}

/** Table, entity name in `historial`, columns left out (derived, or secret: a password hash is never copied). */
const TRIGGERS: Array<[string, string, string]> = [
  ['reservas', 'reserva', 'total_pagado,observaciones_busqueda,updated_at'],
  ['pagos', 'pago', 'updated_at'],
  ['clientes', 'cliente', 'busqueda,apellido_orden,nombre_orden,updated_at'],
  ['precios', 'precio', 'updated_at'],
  ['configuracion', 'configuracion', 'updated_at,updated_by'],
  ['usuarios', 'usuario', 'password_hash'],
];
