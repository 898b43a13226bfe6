// Poppler's pdfsig, the independent check of every signed PDF in the tests: each signature as
// pdfsig reports it (field, signer, signing time, whether it is valid and covers the whole file).
// `npm test` installs poppler-utils and passes PDFSIG_PATH (scripts/lib/tools.mjs ensurePoppler).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface FirmaPdfsig {
  campo: string;
  firmante: string;
  fecha: string;
  valida: boolean;
  todoElDocumento: boolean;
}

export function pdfsig(pdf: Uint8Array): { firmas: FirmaPdfsig[]; salida: string } {
  const dir = mkdtempSync(join(tmpdir(), 'pdfsig-'));
  try {
    const archivo = join(dir, 'documento.pdf');
    writeFileSync(archivo, pdf);
    let salida: string;
    try {
      salida = execFileSync(process.env.PDFSIG_PATH || 'pdfsig', [archivo], { encoding: 'utf8' });
    } catch (e) {
      // pdfsig exits non-zero when a signature does not validate; its report is still the answer
      salida = String((e as { stdout?: string }).stdout ?? '');
      if (!salida) throw e;
    }
    const firmas = salida
      .split(/^Signature #\d+:$/m)
      .slice(1)
      .map((b) => ({
        campo: /Signature Field Name: (.*)/.exec(b)?.[1]?.trim() ?? '',
        firmante: /Signer Certificate Common Name: (.*)/.exec(b)?.[1]?.trim() ?? '',
        fecha: /Signing Time: (.*)/.exec(b)?.[1]?.trim() ?? '',
        valida: /Signature Validation: Signature is Valid\./.test(b),
        todoElDocumento: /Total document signed/.test(b),
      }));
    return { firmas, salida };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
