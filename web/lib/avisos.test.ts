// Toasts of a corrected form: the complaints of a failed try (errors, 'complete the required
// fields' warnings) close when the action then succeeds, instead of staying beside 'saved'.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const sonner = vi.hoisted(() => {
  let n = 0;
  const abiertos = new Set<number>();
  const abrir = (tipo: string) => vi.fn((_m: unknown) => {
    n += 1;
    abiertos.add(n);
    registro.push(`${tipo}:${n}`);
    return n;
  });
  const registro: string[] = [];
  return {
    abiertos,
    registro,
    toast: {
      error: abrir('error'),
      warning: abrir('warning'),
      info: abrir('info'),
      success: abrir('success'),
      dismiss: vi.fn((id?: number) => {
        if (id === undefined) abiertos.clear();
        else abiertos.delete(id);
        registro.push(`dismiss:${id ?? 'todos'}`);
      }),
    },
  };
});
vi.mock('sonner', () => ({ toast: sonner.toast }));

const { avisos, toast } = await import('./avisos');
avisos.activar();
avisos.listo();
const asentar = () => new Promise((r) => setTimeout(r, 0));

describe('avisos', () => {
  beforeEach(() => {
    sonner.abiertos.clear();
    sonner.registro.length = 0;
  });

  it('a success closes the error and warning toasts already shown, and only those', async () => {
    avisos.error('El RFC no es válido');
    toast.warning('Por favor, completa los campos obligatorios');
    toast.info('Consultando los impuestos de Zona Federal…');
    await asentar();
    expect(sonner.abiertos.size).toBe(3);
    const [error, aviso, info] = [...sonner.abiertos];
    avisos.exito('Solicitud creada exitosamente');
    await asentar();
    expect(sonner.abiertos.has(error)).toBe(false);
    expect(sonner.abiertos.has(aviso)).toBe(false);
    expect(sonner.abiertos.has(info)).toBe(true);
    // closed before the success is shown, so it never stands beside them
    expect(sonner.registro.slice(-3)).toEqual([`dismiss:${error}`, `dismiss:${aviso}`, `success:${info + 1}`]);
  });

  it('an action that succeeds without a toast of its own closes them too; later complaints stay', async () => {
    avisos.error('No fue posible guardar');
    await asentar();
    const [error] = [...sonner.abiertos];
    avisos.descartarQuejas();
    toast.warning('Los datos se guardaron, pero no se adjuntaron todos los archivos.');
    await asentar();
    expect(sonner.abiertos.has(error)).toBe(false);
    expect(sonner.abiertos.size).toBe(1);
  });
});
