export const usuariosKeys = { all: ['usuarios'] as const };
