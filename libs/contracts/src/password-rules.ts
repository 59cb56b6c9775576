/** The shortest password a user may choose (NIST SP 800-63B's floor); the API also refuses the commonest ones. */
export const CONTRASENA_MIN = 8;
