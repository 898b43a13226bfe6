import { defineSearchAttributeKey } from '@temporalio/common';

// Search attributes an operator filters by in the Temporal Web UI (ARCHITECTURE.md), e.g.
// `Procedimiento = "perfil" AND Estatus = "10"`, `RFC = "GODE561231GR8"`, or the overdue ones:
// `VenceTarea < "2026-11-23T00:00:00Z"`. Registered by scripts/temporal-server.mjs.
export const SA = {
  Folio: defineSearchAttributeKey('Folio', 'KEYWORD'),
  RFC: defineSearchAttributeKey('RFC', 'KEYWORD'),
  Procedimiento: defineSearchAttributeKey('Procedimiento', 'KEYWORD'),
  Estatus: defineSearchAttributeKey('Estatus', 'KEYWORD'),
  /** the area id whose inbox holds the current step; 'contribuyente' when the taxpayer must act; 'ninguna' */
  Area: defineSearchAttributeKey('Area', 'KEYWORD'),
  /** the current step's key ('ninguno' in draft and once finished) */
  Paso: defineSearchAttributeKey('Paso', 'KEYWORD'),
  /** the due time of the open staff task; absent when none is open */
  VenceTarea: defineSearchAttributeKey('VenceTarea', 'DATETIME'),
} as const;

/** Names and types for servers that must register them (tests, compose). */
export const SEARCH_ATTRIBUTES_TIPOS = { Folio: 'Keyword', RFC: 'Keyword', Procedimiento: 'Keyword', Estatus: 'Keyword', Area: 'Keyword', Paso: 'Keyword', VenceTarea: 'Datetime' } as const;
