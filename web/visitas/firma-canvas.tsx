import { useEffect, useRef } from 'react';
import { Eraser } from 'lucide-react';
import { Button } from '../components/ui/button';

/**
 * The signature of who attended, drawn with a finger or a pen on the screen (pointer events, so
 * touch, pen and mouse alike); `alCambiar` receives the PNG data URL after each stroke, or null
 * once cleared.
 */
export function FirmaCanvas({ alCambiar, etiqueta, describedBy }: { alCambiar: (png: string | null) => void; etiqueta: string; describedBy?: string }) {
  const ref = useRef<HTMLCanvasElement>(null);
  const dibujando = useRef(false);

  useEffect(() => {
    const c = ref.current!;
    const ctx = c.getContext('2d')!;
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, c.width, c.height);
    ctx.lineWidth = 2.5;
    ctx.lineCap = 'round';
    ctx.strokeStyle = '#111827';
  }, []);

  const punto = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    return { x: ((e.clientX - r.left) * e.currentTarget.width) / r.width, y: ((e.clientY - r.top) * e.currentTarget.height) / r.height };
  };

  const limpiar = () => {
    const c = ref.current!;
    const ctx = c.getContext('2d')!;
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, c.width, c.height);
    alCambiar(null);
  };

  return (
    <div className="flex flex-col gap-2">
      <canvas
        ref={ref}
        width={600}
        height={200}
        role="img"
        aria-label={etiqueta}
        aria-describedby={describedBy}
        className="h-40 w-full touch-none rounded-md border-2 border-input bg-white"
        onPointerDown={(e) => {
          e.currentTarget.setPointerCapture(e.pointerId);
          dibujando.current = true;
          const ctx = e.currentTarget.getContext('2d')!;
          const p = punto(e);
          ctx.beginPath();
          ctx.moveTo(p.x, p.y);
          ctx.lineTo(p.x + 0.1, p.y + 0.1);
          ctx.stroke();
        }}
        onPointerMove={(e) => {
          if (!dibujando.current) return;
          const ctx = e.currentTarget.getContext('2d')!;
          const p = punto(e);
          ctx.lineTo(p.x, p.y);
          ctx.stroke();
        }}
        onPointerUp={(e) => {
          dibujando.current = false;
          alCambiar(e.currentTarget.toDataURL('image/png'));
        }}
      />
      <Button type="button" variant="outline" size="sm" className="self-start" onClick={limpiar}>
        <Eraser aria-hidden="true" />
        Borrar firma
      </Button>
    </div>
  );
}
