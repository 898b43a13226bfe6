/** Human names of the procedures that reach the staff inbox (grows with each procedure). */
export const PROCEDIMIENTOS: Record<string, string> = {
  perfil: 'Perfil de contribuyente',
};

export const nombreProcedimiento = (clave: string) => PROCEDIMIENTOS[clave] ?? clave;

export const ESTADOS_TAREA: Record<string, string> = {
  pendiente: 'Pendiente',
  resuelta: 'Resuelta',
  cancelada: 'Cancelada',
};
