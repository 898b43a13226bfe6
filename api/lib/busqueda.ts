/** A LIKE pattern that finds `texto` anywhere: its own %, _ and \ match themselves, not anything. */
export const patronContiene = (texto: string) => `%${texto.replace(/[\\%_]/g, '\\$&')}%`;
