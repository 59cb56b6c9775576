/**
 * For a describe block whose tests also read or write the test server's database directly (past stays, states):
 * Chromium and a PostgreSQL client on E2E_DATABASE_URL, opened before its tests and closed after them.
 */
import { Client } from 'pg';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';

export interface BrowserAndDatabase {
  browser: Browser;
  db: Client;
}

export function browserAndDatabase(): BrowserAndDatabase {
  const suite = {} as BrowserAndDatabase;
  beforeAll(async () => {
    suite.browser = await launchBrowser();
    suite.db = new Client({ connectionString: process.env.E2E_DATABASE_URL });
    await suite.db.connect();
  });
  afterAll(async () => {
    await suite.db?.end();
    await suite.browser?.close();
  });
  return suite;
}
