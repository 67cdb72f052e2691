// The plan's structure in the editor: a level (its name, its terms), a term (its number, its
// subjects, each a row that opens its fields) and the buttons that move an item up or down or
// remove it, by keyboard as by pointer; a subject dragged or sent with "Mover a…" to another term
// (Arrastre.tsx). Every action is a `Cambio` on the draft (modelo.ts).
import { Campo } from '@/shared/ui/Campo';
import { BotonQuitar } from '@/shared/ui/BotonQuitar';
import { CampoSeleccion } from '@/shared/ui/CampoSeleccion';
import { CUATRIMESTRES } from '@/shared/api/contrato/limites';
import { nombreCuatrimestre } from '@/shared/api/contrato/plan';
import { LIMITES_PLAN } from '@/shared/api/contrato/plan.esquema';
import { numeroLibre, type CuatrimestreEditado, type NivelEditado, type Ruta } from './modelo';
import { CamposMateria } from './CamposMateria';
import { nuevaClave } from './claves';
import { ListaMaterias, MateriaArrastrable, MoverA, nombreMateria } from './Arrastre';
import type { EditorPlan } from './useEditorPlan';

const OPCIONES = CUATRIMESTRES.map((n) => ({ valor: String(n), texto: `${n} · ${nombreCuatrimestre(n)}` }));

const PASOS = [
  { paso: -1, accion: 'subir', titulo: 'Subir', flecha: '↑' },
  { paso: 1, accion: 'bajar', titulo: 'Bajar', flecha: '↓' },
] as const;

/** ↑, ↓ and "Quitar" of one item; `nombre` says which ("la materia «Bases de Datos»"). */
export function Mover({ e, ruta, nombre, primero, ultimo }: { e: EditorPlan; ruta: Ruta; nombre: string; primero: boolean; ultimo: boolean }) {
  const key = ruta[ruta.length - 1];
  const ocupado = !!e.ui.enviando;
  const mover = (paso: -1 | 1) => {
    e.enfocar(`${paso < 0 ? 'subir' : 'bajar'}-${key}`);
    e.hacer({ tipo: 'mover', ruta, paso });
  };
  return (
    <div className="editor-mover" role="group" aria-label={`Ordenar o quitar ${nombre}`}>
      {PASOS.map(({ paso, accion, titulo, flecha }) => (
        <button
          key={accion}
          type="button"
          className="imagenes__boton"
          data-foco={`${accion}-${key}`}
          aria-label={`${titulo} ${nombre}`}
          title={titulo}
          disabled={ocupado || (paso < 0 ? primero : ultimo)}
          onClick={() => mover(paso)}
        >
          <span aria-hidden="true">{flecha}</span>
        </button>
      ))}
      <BotonQuitar
        etiqueta={`Quitar ${nombre}`}
        disabled={ocupado}
        onClick={() => {
          e.enfocar('deshacer');
          e.hacer({ tipo: 'quitar', ruta });
        }}
      />
    </div>
  );
}

/** "+ Agregar …": a new item with a fresh key, the focus on its first field once drawn. */
export function Agregar({ e, texto, alHacer, grande = false }: { e: EditorPlan; texto: string; alHacer: (key: string) => void; grande?: boolean }) {
  return (
    <button
      type="button"
      className={`boton boton--secundario${grande ? '' : ' boton--chico'} editor-agregar`}
      disabled={!!e.ui.enviando}
      onClick={() => {
        const key = nuevaClave();
        e.enfocar(`campo-${key}`);
        alHacer(key);
      }}
    >
      + {texto}
    </button>
  );
}

function Cuatrimestre({
  e,
  c,
  ruta,
  base,
  primero,
  ultimo,
  plan,
}: {
  e: EditorPlan;
  plan: NivelEditado[];
  c: CuatrimestreEditado;
  ruta: Ruta;
  base: string;
  primero: boolean;
  ultimo: boolean;
}) {
  const titulo = c.numero ? nombreCuatrimestre(Number(c.numero)) : 'Cuatrimestre sin número';
  return (
    <section className="editor-cuatri" aria-labelledby={`t-${c.key}`}>
      <div className="editor-cabeza">
        <h3 id={`t-${c.key}`}>{titulo}</h3>
        <Mover e={e} ruta={ruta} nombre={`el ${titulo.toLowerCase()}`} primero={primero} ultimo={ultimo} />
      </div>
      <CampoSeleccion
        etiqueta="Número del cuatrimestre"
        value={c.numero}
        vacia="Elija un número…"
        opciones={OPCIONES}
        data-foco={`campo-${c.key}`}
        error={e.error(`${base}.numero`)}
        disabled={!!e.ui.enviando}
        onChange={(ev) => e.hacer({ tipo: 'texto', ruta, campo: 'numero', valor: ev.target.value }, `${base}.numero`)}
      />
      {e.error(`${base}.materias`) && <p className="campo__error">{e.error(`${base}.materias`)}</p>}
      <ListaMaterias c={c}>
        {c.materias.map((m, k) => {
          const rutaM = [...ruta, m.key];
          const baseM = `${base}.materias.${k}`;
          const abierta = e.ui.abierta === m.key;
          const nombre = nombreMateria(m, k);
          return (
            <MateriaArrastrable
              key={m.key}
              m={m}
              nombre={nombre}
              abierta={abierta}
              cabeza={
                <>
                  <button
                    type="button"
                    className="editor-materia__abrir"
                    aria-expanded={abierta}
                    aria-controls={`campos-${m.key}`}
                    data-foco={`abrir-${m.key}`}
                    onClick={() => e.abrir(m.key)}
                  >
                    <span className="editor-materia__flecha" aria-hidden="true">
                      ▸
                    </span>
                    {nombre}
                    {e.error(baseM, true) && <span className="editor-materia__revisar"> (revisar)</span>}
                  </button>
                  <MoverA e={e} plan={plan} ruta={rutaM} nombre={nombre} />
                  <Mover e={e} ruta={rutaM} nombre={`la materia «${nombre}»`} primero={k === 0} ultimo={k === c.materias.length - 1} />
                </>
              }
            >
              {abierta && <CamposMateria e={e} m={m} ruta={rutaM} base={baseM} />}
            </MateriaArrastrable>
          );
        })}
      </ListaMaterias>
      <Agregar
        e={e}
        texto="Agregar materia"
        alHacer={(key) => {
          e.hacer({ tipo: 'agregar', padre: ruta, key });
          e.abrir(key);
        }}
      />
    </section>
  );
}

export function Nivel({ e, nivel, i, total, plan }: { e: EditorPlan; nivel: NivelEditado; i: number; total: number; plan: NivelEditado[] }) {
  const ruta = [nivel.key];
  const titulo = nivel.nombre.trim() || `Nivel académico ${i + 1}`;
  return (
    <section className="editor-nivel" aria-labelledby={`n-${nivel.key}`}>
      <div className="editor-cabeza">
        <h2 id={`n-${nivel.key}`}>{titulo}</h2>
        <Mover e={e} ruta={ruta} nombre={`el nivel «${titulo}»`} primero={i === 0} ultimo={i === total - 1} />
      </div>
      <Campo
        etiqueta="Nombre del nivel académico"
        value={nivel.nombre}
        maxLength={LIMITES_PLAN.nombre}
        data-foco={`campo-${nivel.key}`}
        error={e.error(`${i}.nivel_academico`)}
        disabled={!!e.ui.enviando}
        onChange={(ev) => e.hacer({ tipo: 'texto', ruta, campo: 'nombre', valor: ev.target.value }, `${i}.nivel_academico`)}
      />
      {e.error(`${i}.cuatrimestres`) && <p className="campo__error">{e.error(`${i}.cuatrimestres`)}</p>}
      {nivel.cuatrimestres.map((c, j) => (
        <Cuatrimestre
          key={c.key}
          e={e}
          plan={plan}
          c={c}
          ruta={[nivel.key, c.key]}
          base={`${i}.cuatrimestres.${j}`}
          primero={j === 0}
          ultimo={j === nivel.cuatrimestres.length - 1}
        />
      ))}
      <Agregar e={e} texto="Agregar cuatrimestre" alHacer={(key) => e.hacer({ tipo: 'agregar', padre: ruta, key, numero: numeroLibre(plan) })} />
    </section>
  );
}
