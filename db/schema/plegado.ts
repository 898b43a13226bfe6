// Accent-insensitive search without the unaccent extension (PGlite has none): the same folding
// in SQL (translate over lower) and in JS. Both cases are listed because lower() only folds ASCII
// under the C collation.
export const CON_ACENTO = 'ÁÉÍÓÚÜÀÈÌÒÙÂÊÎÔÛÄËÏÖÑáéíóúüàèìòùâêîôûäëïö';
export const SIN_ACENTO = 'aeiouuaeiouaeiouaeioñaeiouuaeiouaeiouaeio';

/** The SQL of the folded form of a text column (both literals are plain letters: no quoting needed). */
export const plegarSql = (columna: string) => `translate(lower(${columna}), '${CON_ACENTO}', '${SIN_ACENTO}')`;
