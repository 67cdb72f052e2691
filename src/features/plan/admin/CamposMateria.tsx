// One subject's fields in the editor: name, topics (one per line), hours and credits, images
// (uploads through the kit's image inputs, an asset of the media library, or one of the site's
// illustrations) each with its
// alternative text in the kit's field beside it (required for an upload; an illustration has its
// own; never "decorativa": each image is a button that opens it). The server's or the check's
// message shows beside the field it names.
import { Campo } from '@/shared/ui/Campo';
import { CampoSeleccion } from '@/shared/ui/CampoSeleccion';
import { CamposImagen } from '@/shared/ui/CamposImagen';
import { altIlustracion } from '@/shared/api/contrato/plan';
import { ILUSTRACIONES, LIMITES_PLAN as L, rutaIlustracion } from '@/shared/api/contrato/plan.esquema';
import type { MateriaEditada, Ruta } from './modelo';
import type { EditorPlan } from './useEditorPlan';
import { nuevaClave } from './claves';

const OPCIONES = Object.entries(ILUSTRACIONES).map(([valor, texto]) => ({ valor, texto }));

export function CamposMateria({ e, m, ruta, base }: { e: EditorPlan; m: MateriaEditada; ruta: Ruta; base: string }) {
  const ocupado = !!e.ui.enviando;
  const texto = (campo: 'nombre' | 'puntos' | 'horas' | 'creditos') => ({
    value: m[campo],
    disabled: ocupado,
    error: e.error(`${base}.${campo}`, campo === 'puntos'),
    onChange: (ev: { target: { value: string } }) => e.hacer({ tipo: 'texto', ruta, campo, valor: ev.target.value }, `${base}.${campo}`),
  });
  const lleno = m.imagenes.length >= L.imagenes;
  return (
    <div id={`campos-${m.key}`} className="editor-materia__campos">
      <Campo etiqueta="Nombre de la materia" maxLength={L.nombre} data-foco={`campo-${m.key}`} {...texto('nombre')} />
      <Campo etiqueta="Temas" multilinea rows={4} ayuda="Un tema por renglón; los renglones vacíos no se guardan." {...texto('puntos')} />
      <div className="editor-materia__numeros">
        <Campo etiqueta="Horas (opcional)" inputMode="numeric" maxLength={4} {...texto('horas')} />
        <Campo etiqueta="Créditos (opcional)" inputMode="decimal" maxLength={6} {...texto('creditos')} />
      </div>
      <CamposImagen
        etiqueta="Imágenes"
        campo={`imagenes-${m.key}`}
        max={L.imagenes}
        disabled={ocupado}
        error={e.error(`${base}.imgs`, true) ?? e.error(`${base}.alts`, true)}
        ayuda="Cada imagen se amplía al tocarla: describa lo que muestra. Una ilustración del sitio ya trae su descripción si deja el campo vacío."
        decorativa={false}
        altSugerido={altIlustracion}
        imagenes={m.imagenes}
        onChange={(lista) => {
          // one image's text changed (typing is one step of "Deshacer"), or the list itself
          const mismas =
            lista.length === m.imagenes.length && lista.every((x, i) => x.key === m.imagenes[i].key && x.imagen === m.imagenes[i].imagen);
          const escrita = mismas ? lista.find((x, i) => (x.alt ?? '') !== m.imagenes[i].alt) : undefined;
          if (escrita) e.hacer({ tipo: 'alt', ruta, imagen: escrita.key, valor: escrita.alt ?? '' }, `${base}.alts`);
          else if (!mismas)
            e.hacer(
              {
                tipo: 'imagenes',
                ruta,
                imagenes: lista.map(({ key, imagen, alt, vista }) => ({ key, imagen, alt: alt ?? '', ...(vista ? { vista } : {}) })),
              },
              `${base}.imgs`,
            );
        }}
      />
      <CampoSeleccion
        etiqueta="Agregar una ilustración del sitio"
        value=""
        vacia={lleno ? `Ya tiene ${L.imagenes} imágenes` : 'Elija una ilustración…'}
        opciones={OPCIONES}
        disabled={ocupado || lleno}
        onChange={(ev) => {
          const nombre = ev.target.value as keyof typeof ILUSTRACIONES;
          if (nombre)
            e.hacer(
              { tipo: 'imagenes', ruta, imagenes: [...m.imagenes, { key: nuevaClave(), imagen: rutaIlustracion(nombre), alt: '' }] },
              `${base}.imgs`,
            );
        }}
      />
    </div>
  );
}
