/**
 * The passwords people choose most (the top of the public leaked-password lists, plus what a camping in San Luis
 * would guess: Spanish words, the place, the year), 8 characters or more, since shorter ones are refused anyway. A
 * new password is compared in lower case, ignoring spaces, against this list and against the user's own name.
 */
const LIST = `
12345678 123456789 1234567890 12345678910 0123456789 11111111 00000000 88888888 12341234 11223344 87654321
123123123 123321123 1q2w3e4r 1q2w3e4r5t 1qaz2wsx qwertyui qwertyuiop qwerty123 qwerty1234 qwerty12345 asdfghjk
asdfghjkl zxcvbnm1 password password1 password12 password123 passw0rd p@ssw0rd p@ssword iloveyou iloveyou1
princess sunshine football baseball superman starwars trustno1 whatever welcome1 welcome123 letmein1 master123
admin123 admin1234 administrator administrador administracion abc12345 abcd1234 abcdefgh 123abc123 aa123456
monkey123 dragon123 michael1 jennifer charlie1 computer internet elephant chocolate butterfly pokemon1 minecraft
contraseña contrasena contraseña1 contrasena1 contraseña123 contrasena123 micontraseña micontrasena clave123
clave1234 secreto1 secreto123 usuario1 usuario123 recepcion recepcion1 recepcion123 camping1 camping123
camping2024 camping2025 camping2026 cabanas123 cabañas123 sanluis1 sanluis123 argentina argentina1 argentina123
boquita1 riverplate bocajuniors teamo123 teamomucho tequiero tequiero1 mariposa princesa princesa1 estrella
corazon1 hola1234 holahola bienvenido bienvenida futbol123 messi1010 maradona10 marialuisa
`;

const COMMON = new Set(LIST.split(/\s+/).filter(Boolean));

/** Whether `password` is a well-known one, or the user's name (give or take case, spaces and trailing digits). */
export function isCommonPassword(password: string, usuario: string): boolean {
  const plain = password.toLowerCase().replace(/\s+/g, '');
  const name = usuario.toLowerCase();
  return COMMON.has(plain) || plain.replace(/\d+$/, '') === name || plain === name;
}
