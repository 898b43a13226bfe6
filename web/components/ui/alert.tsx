import type { HTMLAttributes, ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { AlertTriangle, CheckCircle2, Info, XCircle } from 'lucide-react';
import { cn } from '../../lib/utils';

const alertVariants = cva('flex gap-3 rounded-md border p-4 text-sm [&>svg]:mt-0.5 [&>svg]:size-5 [&>svg]:shrink-0', {
  variants: {
    variant: {
      info: 'border-blue-300 bg-blue-50 text-blue-950',
      success: 'border-green-300 bg-green-50 text-green-950',
      warning: 'border-amber-300 bg-amber-50 text-amber-950',
      destructive: 'border-red-300 bg-red-50 text-red-950',
    },
  },
  defaultVariants: { variant: 'info' },
});

const ICONOS = { info: Info, success: CheckCircle2, warning: AlertTriangle, destructive: XCircle } as const;

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'>, VariantProps<typeof alertVariants> {
  title?: ReactNode;
}

/** A banner. role="status" for information, role="alert" for problems the user must see. */
export function Alert({ className, variant, title, children, role, ...props }: AlertProps) {
  const v = variant ?? 'info';
  const Icono = ICONOS[v];
  return (
    <div role={role ?? (v === 'destructive' || v === 'warning' ? 'alert' : 'status')} className={cn(alertVariants({ variant: v }), className)} {...props}>
      <Icono aria-hidden="true" />
      <div className="flex flex-col gap-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div>{children}</div> : null}
      </div>
    </div>
  );
}
