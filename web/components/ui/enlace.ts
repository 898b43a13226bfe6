// Text links and small controls as touch targets of at least 24×24 px (WCAG 2.2 2.5.8), the
// height of one line of small text otherwise (Regístrese measured 84×16, a folio link 23 px).

/** At least 24×24 px, the content centred: for any link or control styled on its own. */
export const OBJETIVO_MINIMO = 'inline-flex min-h-6 min-w-6 items-center';

/** A link that reads as a link (the portal's colour, underlined on hover), 24×24 px at least. */
export const ENLACE = `${OBJETIVO_MINIMO} font-semibold text-primary underline-offset-4 hover:underline`;
