// Field rules the change requests' routes share (spec 2 §5, §9).
import { z } from 'zod';
import { MSG } from '../../domain/common/messages';

/** spec 2 §9 money: at most 9 integer digits, optional two decimals, above zero; kept as text with two decimals. */
export const montoAdeudoSchema = z
  .union([z.string(), z.number()], { error: MSG.requerido })
  .transform((v) => String(v).trim().replace(/,/g, ''))
  .refine((v) => /^\d{1,9}(\.\d{1,2})?$/.test(v) && Number(v) > 0, { error: 'Ingrese un monto válido (hasta 9 dígitos enteros y 2 decimales).' })
  .transform((v) => Number(v).toFixed(2));

/** spec 2 §3 flags sent as 0/1 (multipart), true/false or 'true'/'false'. */
export const banderaSchema = z.union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])]).transform((v) => v === true || v === 1 || v === '1' || v === 'true');
