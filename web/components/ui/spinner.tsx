import { Loader2 } from 'lucide-react';
import { cn } from '../../lib/utils';

export function Spinner({ className, etiqueta }: { className?: string; etiqueta?: string }) {
  return (
    <>
      <Loader2 aria-hidden="true" className={cn('size-5 animate-spin', className)} />
      {etiqueta ? <span className="sr-only">{etiqueta}</span> : null}
    </>
  );
}
