// Which steps sign with e.firma: a signature step (`tipo: 'firma'`) unless its definition says
// `efirma: false`, and only where the municipality has adopted it (the mode 'efirma'); in mode
// 'clic' every signature is the inbox's click, as before.
import { esPasoDeFirma, type DefPaso } from '../tramite/definicion';

export type ModoFirma = 'efirma' | 'clic';

export const pasoPideEfirma = (p: Pick<DefPaso, 'tipo' | 'efirma'> | null | undefined): boolean => esPasoDeFirma(p) && p?.efirma !== false;

export const requiereEfirma = (p: Pick<DefPaso, 'tipo' | 'efirma'> | null | undefined, modo: ModoFirma): boolean => modo === 'efirma' && pasoPideEfirma(p);
