/** What the inbox's task page hands a procedure's reviewer detail (web/bandeja/detalles.tsx). */
export interface PropsDetalleTarea {
  /** the procedure's own detail, as its API's detalleTarea answered it */
  detalle: unknown;
  /** the step of the open task */
  paso: string;
}
