import { BookOpen, Download } from 'lucide-react';
import { Button } from '../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '../components/ui/dialog';

/** Manual de uso of the taxpayer profile (spec 1 §2.7). */
export function ManualDialog() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline">
          <BookOpen aria-hidden="true" />
          Manual de uso
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Manual de uso del perfil de contribuyente</DialogTitle>
          <DialogDescription>Siga estos pasos para completar y enviar su perfil.</DialogDescription>
        </DialogHeader>
        <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm">
          <li>Seleccione si es persona física o persona moral. Los campos marcados con * son obligatorios.</li>
          <li>Escriba su CURP (persona física) o su razón social (persona moral), su correo y su teléfono móvil a 10 dígitos.</li>
          <li>Capture su domicilio fiscal. Si está en el municipio use «Domicilio local» y escriba primero el código postal; si está fuera, use «Domicilio externo».</li>
          <li>Registre por lo menos un representante legal. Una persona física puede registrar hasta 3; una persona moral registra a su representante legal y hasta 2 tramitadores.</li>
          <li>Adjunte sus documentos en PDF, PNG o JPG, cada uno menor a 14 MB. Se suben al presionar «Guardar».</li>
          <li>Presione «Guardar». Cuando todo esté completo, presione «Enviar a Revisión». Mientras su perfil está en revisión no podrá modificarlo; le avisaremos por correo electrónico el resultado.</li>
        </ol>
        <div className="flex justify-end">
          <Button asChild variant="outline">
            <a href="/docs/manual-contribuyente.pdf" target="_blank" rel="noopener">
              <Download aria-hidden="true" />
              Descargar manual (PDF)
            </a>
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
