import { defineSearchAttributeKey } from '@temporalio/common';

// Search attributes an operator filters by in the Temporal Web UI (ARCHITECTURE.md):
// e.g. `Procedimiento = "perfil" AND Estatus = "10"` or `RFC = "GODE561231GR8"`.
export const SA = {
  Folio: defineSearchAttributeKey('Folio', 'KEYWORD'),
  RFC: defineSearchAttributeKey('RFC', 'KEYWORD'),
  Procedimiento: defineSearchAttributeKey('Procedimiento', 'KEYWORD'),
  Estatus: defineSearchAttributeKey('Estatus', 'KEYWORD'),
  Area: defineSearchAttributeKey('Area', 'KEYWORD'),
} as const;
