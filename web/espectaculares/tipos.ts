// The answers of the billboard calls (spec 3 §3.5, §7.5): the API's response schemas are the one source.
import type { DetalleTareaEspectacularDto, EspectacularDto, SeccionEspectacularDto } from '../../api/espectaculares/espectaculares.schemas';
import type { ArchivoDictamenDto } from '../../api/dictamenes/comun.schemas';

export type Espectacular = EspectacularDto;
export type SeccionEspectacular = SeccionEspectacularDto;
export type DetalleTareaEspectacular = DetalleTareaEspectacularDto;
export type ArchivoEspectacular = ArchivoDictamenDto;
