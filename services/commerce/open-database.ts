import type { CatalogueIndex } from './catalogue-index';
import { DatabaseUnavailableError, type Database } from './database';
import { openPglite } from './database-pglite';
import { describeUrl, openPostgres } from './database-postgres';
import { SCHEMA_SQL } from './schema';
import type { CommerceSettings } from './settings';
import type { StockStore } from './stock-store';

/**
 * Opens the commerce database (PostgreSQL with `DATABASE_URL`, else PGlite), migrates it and seeds the
 * stock, all in one transaction under an advisory lock, so instances starting together on one server take
 * turns. A PostgreSQL server that cannot be reached at start-up is retried every few seconds, with a log
 * line at the first failure and then every half minute, until it answers; the service listens only once
 * its database is ready.
 */

const RETRY_MS = 2_000;
const LOG_EVERY = 15;
/** Any fixed number: the key of the advisory lock the migration holds. */
const MIGRATION_LOCK = 734_302_117;

async function migrate(db: Database, stock: StockStore): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(SCHEMA_SQL);
    await stock.seed(tx);
  });
}

export async function openDatabase(
  settings: CommerceSettings,
  catalogue: CatalogueIndex,
  stock: StockStore,
  log: (message: string) => void,
): Promise<Database> {
  if (!settings.databaseUrl) {
    const db = await openPglite(settings.databaseDir);
    await migrate(db, stock);
    return db;
  }
  const db = openPostgres(settings.databaseUrl, log);
  for (let attempt = 0; ; attempt += 1) {
    try {
      await migrate(db, stock);
      log(`[commerce] database: PostgreSQL at ${describeUrl(settings.databaseUrl)} (${catalogue.variantCount} variants stocked)`);
      return db;
    } catch (error) {
      if (!(error instanceof DatabaseUnavailableError)) {
        await db.close();
        throw error;
      }
      if (attempt % LOG_EVERY === 0) {
        const waited = attempt === 0 ? '' : ` (${(attempt * RETRY_MS) / 1000} s so far)`;
        log(`[commerce] waiting for PostgreSQL before listening${waited}: ${error.reason}; retrying every ${RETRY_MS / 1000} s`);
      }
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
  }
}
