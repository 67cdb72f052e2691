// One subject's fields in the editor: name, topics (one per line), hours and credits, images
// (uploads through the kit's image inputs, or one of the site's illustrations) each with its
// alternative text. The server's or the check's message shows beside the field it names.
import { Campo } from '@/shared/ui/Campo';
import { CampoSeleccion } from '@/shared/ui/CampoSeleccion';
import { CamposImagen } from '@/shared/ui/CamposImagen';
import { altDe } from '@/shared/api/contrato/plan';
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
        max={L.imagenes}
        disabled={ocupado}
        error={e.error(`${base}.imgs`, true)}
        imagenes={m.imagenes.map(({ key, imagen }) => ({ key, imagen }))}
        onChange={(lista) => {
          const alts = new Map(m.imagenes.map((i) => [i.key, i.alt]));
          e.hacer({ tipo: 'imagenes', ruta, imagenes: lista.map((i) => ({ ...i, alt: alts.get(i.key) ?? '' })) }, `${base}.imgs`);
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
      {m.imagenes.map((img, l) => (
        <Campo
          key={img.key}
          etiqueta={`Texto alternativo de la imagen ${l + 1}`}
          value={img.alt}
          maxLength={L.alt}
          placeholder={altDe({ nombre: m.nombre || 'Materia', alts: [] }, l)}
          ayuda="Describa lo que muestra la imagen. Si lo deja vacío, se usa el nombre de la materia."
          disabled={ocupado}
          error={e.error(`${base}.alts.${l}`)}
          onChange={(ev) => e.hacer({ tipo: 'alt', ruta, imagen: img.key, valor: ev.target.value }, `${base}.alts.${l}`)}
        />
      ))}
    </div>
  );
}
