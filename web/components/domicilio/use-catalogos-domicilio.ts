import { useQuery } from '@tanstack/react-query';
import { ENTIDAD_DEFAULT, MUNICIPIO_DEFAULT } from '../../../domain/common/catalogos';
import { api } from '../../lib/api';
import { qk } from '../../lib/consultas';
import type { ItemCatalogo, ResultadoCp } from '../../lib/tipos';
import { idDe } from './cascada';

export type ColoniaConCp = ItemCatalogo & { codigo_postal?: string };
const CATALOGO = { staleTime: 10 * 60_000 };
const leer = <T,>(ruta: string) => () => api.get<T>(ruta, { silencioso: true });

/**
 * Address catalogues (spec 1 §3 Address, §7.4): the municipality's localidades; a postal code's
 * localidad and colonias; a localidad's colonias (when the postal code does not give them); a
 * colonia's calles.
 */
export function useCatalogosDomicilio(cp: string, localidad: number | null, colonia: number | null) {
  const localidades = useQuery({ queryKey: qk.localidades, queryFn: leer<ItemCatalogo[]>(`/api/cat/${ENTIDAD_DEFAULT}/${MUNICIPIO_DEFAULT}/localidades`), ...CATALOGO });
  const porCp = useQuery({ queryKey: qk.cp(cp), queryFn: leer<ResultadoCp>(`/api/cat/cp/${cp}`), enabled: /^\d{5}$/.test(cp), retry: false, ...CATALOGO });
  const cpCoincide = Boolean(porCp.data && idDe(porCp.data.id_localidad) === localidad);
  const coloniasLoc = useQuery({
    queryKey: qk.colonias(localidad ?? 0),
    queryFn: leer<ColoniaConCp[]>(`/api/cat/colonias/${localidad}`),
    enabled: localidad !== null && !cpCoincide,
    ...CATALOGO,
  });
  const calles = useQuery({ queryKey: qk.calles(colonia ?? 0), queryFn: leer<ItemCatalogo[]>(`/api/cat/calles/${colonia}`), enabled: colonia !== null, ...CATALOGO });
  const colonias: ColoniaConCp[] | undefined = cpCoincide ? porCp.data?.colonias : coloniasLoc.data;
  return { localidades, porCp, colonias, calles };
}
