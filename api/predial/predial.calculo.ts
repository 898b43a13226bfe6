// Pure pieces of the property-tax routes over the domain's statement (domain/predial/cuenta.ts).
import { aPesos } from '../../domain/predial/cuenta';

/** `monto` in equal instalments of whole centavos; the last one takes the remainder. */
export function repartir(centavos: number, n: number): string[] {
  const cada = Math.floor(centavos / n);
  return Array.from({ length: n }, (_, i) => aPesos(i === n - 1 ? centavos - cada * (n - 1) : cada));
}
