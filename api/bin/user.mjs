#!/usr/bin/env node
/**
 * `npm run user -- unlock <usuario>` lifts a login lockout; `npm run user -- create --usuario X --rol Y` creates or
 * resets an account like `user:create` (README, Staff accounts). Uses DATABASE_URL (or a .env); the development
 * fallbacks are in run-cli.mjs.
 */
import { runCli } from './run-cli.mjs';

runCli({ file: 'user-command.js', command: 'runUserCommand', failure: 'No se pudo completar la orden' });
