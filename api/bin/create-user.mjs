#!/usr/bin/env node
/**
 * `npm run user:create -w api -- --usuario X --rol staff` (docs/api.md): the password is typed when asked (hidden),
 * piped on standard input or given in USER_PASSWORD, never as an argument. Uses DATABASE_URL (or a .env); the
 * development fallbacks are in run-cli.mjs.
 */
import { runCli } from './run-cli.mjs';

runCli({ file: 'create-user.js', command: 'runCreateUser', failure: 'No se pudo crear el usuario' });
