import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Receipt numbers (issue 32, docs/stay-account.md): every payment and every refund gets a number from one PostgreSQL
 * sequence, `comprobantes_numero_seq`, so numbers are correlative across replicas and never reused (a sequence never
 * hands a number out twice, and rows are never renumbered). The API checks every rule under the stay's row lock
 * before it inserts, so a refused payment takes no number; a number is only lost if a transaction fails after its
 * insert (the database stopping), and the gap is then visible, never a repeat. Existing rows are numbered by the
 * time they were recorded, payments and refunds together. UNIQUE on each table; one sequence for both.
 * `token_comprobante`: a random key (gen_random_uuid, 122 random bits) for the receipt's link sent to the guest by
 * WhatsApp (`/comprobantes/<token>.pdf`, no session: the key is the permission, like the iCal feeds' tokens).
 */
export class ReceiptNumbers1764400000002 implements MigrationInterface {
  name = 'ReceiptNumbers1764400000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE SEQUENCE comprobantes_numero_seq AS bigint`);
    await queryRunner.query(`ALTER TABLE pagos ADD COLUMN numero_comprobante bigint`);
    await queryRunner.query(`ALTER TABLE reembolsos ADD COLUMN numero_comprobante bigint`);
    // Numbering what exists is no staff change: the history triggers sleep meanwhile.
    await queryRunner.query(`ALTER TABLE pagos DISABLE TRIGGER pagos_historial`);
    await queryRunner.query(`ALTER TABLE reembolsos DISABLE TRIGGER reembolsos_historial`);
    await queryRunner.query(`
      WITH todos AS (
        SELECT 'pago' AS tabla, id, created_at FROM pagos
        UNION ALL SELECT 'reembolso', id, created_at FROM reembolsos
      ), numerados AS (
        SELECT tabla, id, nextval('comprobantes_numero_seq') AS numero
        FROM (SELECT * FROM todos ORDER BY created_at, tabla, id) AS ordenados
      ), p AS (
        UPDATE pagos SET numero_comprobante = n.numero FROM numerados n WHERE n.tabla = 'pago' AND n.id = pagos.id
      )
      UPDATE reembolsos SET numero_comprobante = n.numero FROM numerados n WHERE n.tabla = 'reembolso' AND n.id = reembolsos.id`);
    for (const tabla of ['pagos', 'reembolsos']) {
      await queryRunner.query(`
        ALTER TABLE ${tabla}
          ALTER COLUMN numero_comprobante SET DEFAULT nextval('comprobantes_numero_seq'),
          ALTER COLUMN numero_comprobante SET NOT NULL,
          ADD CONSTRAINT ${tabla}_numero_comprobante_key UNIQUE (numero_comprobante),
          ADD COLUMN token_comprobante uuid NOT NULL DEFAULT gen_random_uuid() CONSTRAINT ${tabla}_token_comprobante_key UNIQUE`);
    }
    await queryRunner.query(`ALTER TABLE pagos ENABLE TRIGGER pagos_historial`);
    await queryRunner.query(`ALTER TABLE reembolsos ENABLE TRIGGER reembolsos_historial`);
    await queryRunner.query(`ALTER SEQUENCE comprobantes_numero_seq OWNED BY pagos.numero_comprobante`);
    // The link's key is not a change to tell: left out of the history, like derived columns.
    await historyIgnoring(queryRunner, 'updated_at,token_comprobante', 'token_comprobante');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await historyIgnoring(queryRunner, 'updated_at', '');
    await queryRunner.query(`ALTER TABLE reembolsos DROP COLUMN numero_comprobante, DROP COLUMN token_comprobante`);
    await queryRunner.query(`ALTER TABLE pagos DROP COLUMN numero_comprobante, DROP COLUMN token_comprobante`);
    await queryRunner.query(`DROP SEQUENCE IF EXISTS comprobantes_numero_seq`);
  }
}

/** The history triggers of payments and refunds, leaving out the given columns. */
async function historyIgnoring(queryRunner: QueryRunner, pagos: string, reembolsos: string): Promise<void> {
  for (const [tabla, entidad, ignoradas] of [
    ['pagos', 'pago', pagos],
    ['reembolsos', 'reembolso', reembolsos],
  ]) {
    await queryRunner.query(`DROP TRIGGER ${tabla}_historial ON ${tabla}`);
    await queryRunner.query(
      `CREATE TRIGGER ${tabla}_historial AFTER INSERT OR UPDATE OR DELETE ON ${tabla}
       FOR EACH ROW EXECUTE FUNCTION historial_registrar('${entidad}', '${ignoradas}')`,
    );
  }
}
