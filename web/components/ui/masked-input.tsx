import { forwardRef, type ChangeEvent, type InputHTMLAttributes } from 'react';
import { mascaraTelefono, mascaraRfc } from '../../../domain/common/telefono';
import { mascaraCurp } from '../../../domain/common/curp';
import { Input } from './input';

interface MaskedInputProps extends InputHTMLAttributes<HTMLInputElement> {
  mascara: (valor: string) => string;
}

/** An input that applies a domain mask while typing; works with react-hook-form's register(). */
export const MaskedInput = forwardRef<HTMLInputElement, MaskedInputProps>(({ mascara, onChange, ...props }, ref) => {
  const cambiar = (e: ChangeEvent<HTMLInputElement>) => {
    const v = mascara(e.target.value);
    if (v !== e.target.value) e.target.value = v;
    onChange?.(e);
  };
  return <Input ref={ref} onChange={cambiar} autoComplete="off" spellCheck={false} {...props} />;
});
MaskedInput.displayName = 'MaskedInput';

type SinMascara = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>;

/** (###) ### #### — spec 1 §5.4 */
export const PhoneInput = forwardRef<HTMLInputElement, SinMascara>((props, ref) => (
  <MaskedInput ref={ref} mascara={mascaraTelefono} type="tel" inputMode="tel" placeholder="(983) 000 0000" maxLength={14} {...props} />
));
PhoneInput.displayName = 'PhoneInput';

/** Uppercase, at most 13 characters. */
export const RfcInput = forwardRef<HTMLInputElement, SinMascara>((props, ref) => (
  <MaskedInput ref={ref} mascara={mascaraRfc} type="text" maxLength={13} className="uppercase" {...props} />
));
RfcInput.displayName = 'RfcInput';

/** AAAA######AAAAAAN# */
export const CurpInput = forwardRef<HTMLInputElement, SinMascara>((props, ref) => (
  <MaskedInput ref={ref} mascara={mascaraCurp} type="text" maxLength={18} className="uppercase" {...props} />
));
CurpInput.displayName = 'CurpInput';
