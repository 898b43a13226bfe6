// The files of a market-stall lease (spec 3 §3.6: docSolicitud, docAltaSat, docContrato_arrendamiento,
// docSolidPago), each stored under its slot, and what a person reads for each.
export const SLOTS_ARRENDAMIENTO = ['solicitud', 'alta_sat', 'contrato', 'recibo_pago'] as const;
export type SlotArrendamiento = (typeof SLOTS_ARRENDAMIENTO)[number];

export const TITULOS_ARRENDAMIENTO: Readonly<Record<SlotArrendamiento, string>> = {
  solicitud: 'Solicitud de arrendamiento del local',
  alta_sat: 'Alta en el SAT del arrendatario',
  contrato: 'Contrato de arrendamiento del local',
  recibo_pago: 'Recibo de pago del arrendamiento',
};
