// /panel_admin/preguntas_respuestas/preguntas_frecuentes: the 'Preguntas frecuentes' topic's entries
// on the kit's form (a draft in the store with its leave guard and "Descartar borrador"), saved as
// the whole list in one call: added, edited, removed and moved entries reach the public page and
// the search together.
import { PaginaAdmin, Cargar } from '@/shared/admin/PaginaAdmin';
import { FormularioAdmin, useFormulario } from '@/shared/admin/Formulario';
import { EdicionCompartida, SoloLectura } from '@/shared/admin/edicion/BloqueoEdicion';
import { randomKey } from '@/shared/lib/claveAleatoria';
import { rutas } from '@/shared/rutas';
import { formPreguntasFrecuentes, type EntradaFaq } from '@/shared/api/contrato/preguntasFrecuentes';
import { useGuardarPreguntasFrecuentesMutation, useTraerPreguntasFrecuentesQuery } from '../api';
import { EntradasFaq } from './EntradasFaq';
import type { EntradaEditable } from './entradas';
import '../estilos/frecuentes.css';

const R = rutas.admin.moderacion;

interface Valores {
  entradas: EntradaEditable[];
}

const valoresDe = (entradas: EntradaFaq[]): Valores => ({
  entradas: entradas.map((e) => ({ key: randomKey(), pregunta: e.pregunta, respuesta: e.respuesta })),
});

function Editor({ inicial }: { inicial: Valores }) {
  const [guardar] = useGuardarPreguntasFrecuentesMutation();
  const f = useFormulario({
    inicial,
    esquema: formPreguntasFrecuentes,
    volver: R.lista,
    clave: { entidad: 'pregunta_frecuente', pk: null },
    enviar: (v: Valores) =>
      guardar({ entradas: JSON.stringify(v.entradas.map((e) => ({ pregunta: e.pregunta.trim(), respuesta: e.respuesta.trim() }))) }),
  });
  return (
    <FormularioAdmin f={f} enviar="Guardar preguntas frecuentes">
      <EntradasFaq entradas={f.valores.entradas} {...f.lista('entradas')} />
    </FormularioAdmin>
  );
}

export default function PreguntasFrecuentes() {
  const consulta = useTraerPreguntasFrecuentesQuery();
  return (
    <PaginaAdmin titulo="Preguntas frecuentes" volver={{ a: R.lista, texto: 'Preguntas y Respuestas' }} angosta>
      <p className="intro">
        Se muestran, en este orden, en el tópico «Preguntas frecuentes» del foro y en el buscador del sitio. Los cambios se publican al guardar.
      </p>
      {/* the list is one item: one person edits it at a time (issue 48) */}
      <EdicionCompartida entidad="pregunta_frecuente" pk={0}>
        <Cargar consulta={consulta} noExiste="No se pudieron cargar las preguntas frecuentes.">
          {(entradas) => (
            <SoloLectura>
              <Editor inicial={valoresDe(entradas)} />
            </SoloLectura>
          )}
        </Cargar>
      </EdicionCompartida>
    </PaginaAdmin>
  );
}
