import { forwardRef, type ComponentPropsWithoutRef, type ElementRef } from 'react';
import * as RG from '@radix-ui/react-radio-group';
import { cn } from '../../lib/utils';

export const RadioGroup = forwardRef<ElementRef<typeof RG.Root>, ComponentPropsWithoutRef<typeof RG.Root>>(({ className, ...props }, ref) => (
  <RG.Root ref={ref} className={cn('flex flex-wrap gap-x-6 gap-y-2', className)} {...props} />
));
RadioGroup.displayName = 'RadioGroup';

export const RadioGroupItem = forwardRef<ElementRef<typeof RG.Item>, ComponentPropsWithoutRef<typeof RG.Item>>(({ className, ...props }, ref) => (
  <RG.Item
    ref={ref}
    className={cn(
      'flex size-6 shrink-0 items-center justify-center rounded-full border-2 border-input bg-card data-[state=checked]:border-primary disabled:cursor-not-allowed disabled:opacity-60',
      className,
    )}
    {...props}
  >
    <RG.Indicator className="size-3 rounded-full bg-primary" />
  </RG.Item>
));
RadioGroupItem.displayName = 'RadioGroupItem';

/** One option: the radio and its visible label, bound by id. */
export function Opcion({ id, value, etiqueta, disabled }: { id: string; value: string; etiqueta: string; disabled?: boolean }) {
  return (
    <div className="flex items-center gap-2">
      <RadioGroupItem id={id} value={value} disabled={disabled} />
      <label htmlFor={id} className="text-sm">
        {etiqueta}
      </label>
    </div>
  );
}
