import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Store } from 'lucide-react';
import { obtenerToken } from '../lib/token';
import type { ImagenEstablecimiento as Imagen } from '../licencia/tipos';

/** Photos are protected files: fetched with the token, quietly (a missing photo shows the placeholder). */
async function leerImagen(url: string): Promise<Blob> {
  const token = obtenerToken();
  const res = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw new Error(String(res.status));
  return res.blob();
}

function Marcador() {
  return (
    <div className="flex size-full items-center justify-center bg-secondary text-secondary-foreground">
      <Store aria-hidden="true" className="size-12" />
    </div>
  );
}

/** A protected photo (the card's first one, spec 1 §2.5; a reviewer's thumbnails), or a placeholder icon. */
export function ImagenEstablecimiento({ imagen, alt }: { imagen: Pick<Imagen, 'url'> | undefined; alt: string }) {
  const protegida = Boolean(imagen?.url.startsWith('/api/'));
  const blob = useQuery({
    queryKey: ['imagen', imagen?.url],
    queryFn: () => leerImagen(imagen!.url),
    enabled: protegida,
    staleTime: Infinity,
    retry: false,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob.data) return;
    const u = URL.createObjectURL(blob.data);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [blob.data]);
  const src = protegida ? url : (imagen?.url ?? null);
  if (!imagen || !src || blob.isError) return <Marcador />;
  return <img src={src} alt={alt} className="size-full object-cover" loading="lazy" />;
}
