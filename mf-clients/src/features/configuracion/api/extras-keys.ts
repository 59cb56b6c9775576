/** Query keys of the catalogue of extras (issue 32): one list, offered and retired. */
export const extrasKeys = { all: ['extras'] as const };
