// /panel_admin/alumnos/importar_alumnos: choose a CSV file (name, matricula), see a preview where the
// server marks bad rows and duplicates (inside the file and against existing students) before
// anything is saved, then import the good rows in one transaction.
import { useId, useState, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '@/shared/modelo/hooks';
import { alertShown, noticeShown } from '@/shared/modelo/ui';
import { PaginaAdmin } from '@/shared/admin/PaginaAdmin';
import { Boton } from '@/shared/ui/Boton';
import { Cargando } from '@/shared/ui/SinResultados';
import { CabeceraTabla } from '@/shared/ui/CabeceraTabla';
import { useImportarAlumnosMutation } from '../api';
import { decodificar, leerAlumnos } from '../csv';
import type { RespuestaImportacion } from '../tipos';
import './alumnos.css';
import { rutas } from '@/shared/rutas';
import { mensajeDeError } from '@/shared/api/errores';

const LISTA = rutas.admin.alumnos.lista;
/** Good rows shown in the preview; every bad row is always shown. */
const OK_VISIBLES = 100;
const MAX_BYTES = 2 * 1024 * 1024;
const numero = (n: number) => n.toLocaleString('es-MX');

interface Vista {
  archivo: string;
  respuesta: RespuestaImportacion;
}

async function leerArchivo(archivo: File): Promise<Uint8Array> {
  if (typeof archivo.arrayBuffer === 'function') return new Uint8Array(await archivo.arrayBuffer());
  return new Promise((resolve, reject) => {
    const lector = new FileReader();
    lector.onload = () => resolve(new Uint8Array(lector.result as ArrayBuffer));
    lector.onerror = () => reject(lector.error ?? new Error('No se pudo leer el archivo.'));
    lector.readAsArrayBuffer(archivo);
  });
}

export default function ImportarAlumnos() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const idArchivo = useId();
  const [importar, { isLoading }] = useImportarAlumnosMutation();
  const [fase, setFase] = useState<'elegir' | 'revisando' | 'importando'>('elegir');
  const [vista, setVista] = useState<Vista | null>(null);

  async function elegir(e: ChangeEvent<HTMLInputElement>) {
    const archivo = e.target.files?.[0];
    e.target.value = ''; // the same file can be chosen again after fixing it
    if (!archivo) return;
    if (archivo.size > MAX_BYTES) {
      dispatch(alertShown('El archivo es demasiado grande (máximo 2 MB).'));
      return;
    }
    setFase('revisando');
    try {
      const { filas, lineas } = leerAlumnos(decodificar(await leerArchivo(archivo)));
      if (!filas.length) {
        dispatch(alertShown('El archivo no tiene filas de alumnos para importar.'));
        return;
      }
      const r = await importar({ filas: filas.map((f, i) => ({ ...f, linea: lineas[i] })), confirmar: 0 });
      if ('error' in r) {
        dispatch(alertShown(mensajeDeError(r.error)));
        return;
      }
      setVista({ archivo: archivo.name, respuesta: r.data });
    } catch {
      dispatch(alertShown('No se pudo leer el archivo. Guárdelo como CSV e inténtelo de nuevo.'));
    } finally {
      setFase('elegir');
    }
  }

  async function confirmar() {
    if (!vista) return;
    const buenas = vista.respuesta.filas.filter((f) => f.ok).map(({ alumno, matricula }) => ({ alumno, matricula }));
    setFase('importando');
    const r = await importar({ filas: buenas, confirmar: 1 });
    setFase('elegir');
    if ('error' in r) {
      dispatch(alertShown(mensajeDeError(r.error)));
      return;
    }
    dispatch(noticeShown(r.data.mensaje));
    void navigate(LISTA);
  }

  const filas = vista?.respuesta.filas ?? [];
  const malas = filas.filter((f) => !f.ok);
  const buenas = filas.length - malas.length;
  const mostradas = [...filas.filter((f) => f.ok).slice(0, OK_VISIBLES), ...malas].sort((a, b) => a.fila - b.fila);
  const ocultas = filas.length - mostradas.length;

  return (
    <PaginaAdmin titulo="Importar alumnos" volver={{ a: LISTA, texto: 'Alumnos' }}>
      <div className="intro">
        <p>
          Suba un archivo CSV con dos columnas: <strong>nombre del alumno</strong> y <strong>matrícula</strong>. La primera fila puede ser un
          encabezado (por ejemplo <code>nombre;matrícula</code>). Se aceptan separadores de coma o punto y coma, y archivos guardados desde Excel.
        </p>
        <p>Antes de guardar verá una vista previa: las filas con problemas o repetidas se marcan y no se importan.</p>
      </div>

      <div className="campo importar__archivo">
        <label className="campo__etiqueta" htmlFor={idArchivo}>
          Archivo CSV de alumnos
        </label>
        <input
          id={idArchivo}
          className="campo__control"
          type="file"
          accept=".csv,text/csv,text/plain"
          onChange={elegir}
          disabled={fase !== 'elegir'}
        />
      </div>
      {fase === 'revisando' && <Cargando texto="Revisando el archivo…" />}

      {vista && (
        <section aria-labelledby="vista-previa">
          <h2 id="vista-previa">Vista previa de «{vista.archivo}»</h2>
          <p className="importar__resumen" role="status">
            <span className="importar__ok">✔ {numero(buenas)} filas listas</span>
            {malas.length > 0 && <span className="importar__mal">✖ {numero(malas.length)} con problemas (no se importarán)</span>}
          </p>
          <div className="formulario__acciones">
            <Boton onClick={confirmar} disabled={buenas === 0} cargando={fase === 'importando' && isLoading}>
              {buenas === 1 ? 'Importar 1 alumno' : `Importar ${numero(buenas)} alumnos`}
            </Boton>
            <Boton variante="secundario" onClick={() => setVista(null)} disabled={fase === 'importando'}>
              Descartar
            </Boton>
          </div>
          <div className="importar__tabla-caja">
            <table className="importar__tabla">
              <CabeceraTabla titulo="Filas del archivo y su estado" columnas={['Fila', 'Nombre', 'Matrícula', 'Estado']} />
              <tbody>
                {mostradas.map((f) => (
                  <tr key={f.fila} className={f.ok ? undefined : 'importar__fila--mal'}>
                    <td>{f.fila}</td>
                    <td>{f.alumno || <em>(vacío)</em>}</td>
                    <td>{f.matricula || <em>(vacía)</em>}</td>
                    <td>{f.ok ? 'Lista' : f.motivo}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {ocultas > 0 && <p className="importar__mas">… y {numero(ocultas)} filas listas más.</p>}
        </section>
      )}
    </PaginaAdmin>
  );
}
