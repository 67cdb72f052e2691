// How files join the upload queue: "Agregar imágenes" (several at once) or dropped anywhere on the
// page (the drop zone shows while files are dragged over it).
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/shared/modelo/hooks';
import { archivosAgregados, arrastre, selectMedios } from '../modelo';

/**
 * The chosen File objects, by queue id. They cannot live in the store (not serializable): the store
 * keeps each one's name, size, alt text, progress and result; an exported store replays the queue's
 * screen, and only sending needs the files themselves.
 */
export const archivos = new Map<string, File>();
let siguiente = 0;

export function useAgregar() {
  const dispatch = useAppDispatch();
  return (lista: FileList | File[] | null) => {
    const elegidos = Array.from(lista ?? []).filter((f) => f.type.startsWith('image/') || f.type === '');
    if (!elegidos.length) return;
    dispatch(
      archivosAgregados(
        elegidos.map((f) => {
          const id = `subida-${Date.now()}-${siguiente++}`;
          archivos.set(id, f);
          const vista = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(f) : '';
          return { id, nombre: f.name, tamano: f.size, vista };
        }),
      ),
    );
  };
}

/** The page-wide drop zone: files dragged over the page show it; dropped ones join the queue. */
export function ZonaSoltar() {
  const dispatch = useAppDispatch();
  const arrastrando = useAppSelector((s) => selectMedios(s).arrastrando);
  const agregar = useAgregar();
  useEffect(() => {
    const conArchivos = (e: DragEvent) => Array.from(e.dataTransfer?.types ?? []).includes('Files');
    const sobre = (e: DragEvent) => {
      if (!conArchivos(e)) return;
      e.preventDefault();
      dispatch(arrastre(true));
    };
    const fuera = (e: DragEvent) => {
      if (!e.relatedTarget) dispatch(arrastre(false));
    };
    const soltar = (e: DragEvent) => {
      if (!conArchivos(e)) return;
      e.preventDefault();
      dispatch(arrastre(false));
      agregar(e.dataTransfer?.files ?? null);
    };
    window.addEventListener('dragover', sobre);
    window.addEventListener('dragleave', fuera);
    window.addEventListener('drop', soltar);
    return () => {
      window.removeEventListener('dragover', sobre);
      window.removeEventListener('dragleave', fuera);
      window.removeEventListener('drop', soltar);
    };
  });
  return arrastrando ? (
    <div className="medios__soltar" aria-hidden="true">
      Suelte las imágenes para agregarlas a la cola de subida
    </div>
  ) : null;
}
