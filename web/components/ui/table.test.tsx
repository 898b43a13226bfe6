import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TableBody, TableCell, TableRow } from './table';

const cuerpo = (filas: string[]) =>
  renderToStaticMarkup(
    <table>
      <TableBody vacio="No hay coincidencias">
        {filas.map((f) => (
          <TableRow key={f}>
            <TableCell>{f}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </table>,
  );

describe('TableBody vacio', () => {
  it('an empty body says so in one row', () => {
    const html = cuerpo([]);
    expect(html).toContain('No hay coincidencias');
    expect(html.match(/<tr/g)).toHaveLength(1);
  });

  it('a body with rows shows only them', () => {
    const html = cuerpo(['A-1', 'A-2']);
    expect(html).not.toContain('No hay coincidencias');
    expect(html.match(/<tr/g)).toHaveLength(2);
  });
});
