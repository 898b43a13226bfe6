import { forwardRef, type ComponentPropsWithoutRef, type ElementRef } from 'react';
import * as CB from '@radix-ui/react-checkbox';
import { Check } from 'lucide-react';
import { cn } from '../../lib/utils';

export const Checkbox = forwardRef<ElementRef<typeof CB.Root>, ComponentPropsWithoutRef<typeof CB.Root>>(({ className, ...props }, ref) => (
  <CB.Root
    ref={ref}
    className={cn(
      'flex size-6 shrink-0 items-center justify-center rounded border-2 border-input bg-card data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground disabled:cursor-not-allowed disabled:opacity-60',
      className,
    )}
    {...props}
  >
    <CB.Indicator>
      <Check aria-hidden="true" className="size-4" strokeWidth={3} />
    </CB.Indicator>
  </CB.Root>
));
Checkbox.displayName = 'Checkbox';
