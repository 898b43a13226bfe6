// Query keys of the property lookups, shared by every procedure that asks for a cadastral key.
export const qkPredio = {
  catastro: (clave: string) => ['catastro', clave] as const,
};
