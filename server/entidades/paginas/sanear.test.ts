// The pages' Markdown subset: the sanitizer alone (the net under the parser) keeps exactly the
// subset's tags and safe links whatever HTML reaches it; the parser refuses links outside the
// allowed schemes; the plain text the search indexes carries no markup nor link targets.
import { aHtml, aTexto, enlacePermitido, sanear } from './markdown';

describe('sanear (the net under the parser)', () => {
  it.each([
    ['<script>alert(1)</script><p>hola</p>', '<p>hola</p>'],
    ['<p onclick="alert(1)" class="x" style="color:red">hola</p>', '<p>hola</p>'],
    ['<img src=x onerror=alert(1)><p>a</p>', '<p>a</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="&#106;avascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', '<a>x</a>'],
    ['<a href="//malo.example/a">x</a>', '<a>x</a>'],
    ['<a href="https://ejemplo.mx" target="_blank" onmouseover="x()">x</a>', '<a href="https://ejemplo.mx" rel="noopener">x</a>'],
    ['<a href="/admisiones" rel="nofollow">x</a> <a href="mailto:a@b.mx">c</a>', '<a href="/admisiones">x</a> <a href="mailto:a@b.mx">c</a>'],
    ['<h1>T</h1><h5>U</h5><table><tr><td>c</td></tr></table>', '<h2>T</h2><h4>U</h4>c'],
    ['<iframe src="https://malo.example"></iframe><p>a</p>', '<p>a</p>'],
    ['<svg><script>alert(1)</script></svg><p>b</p>', '<p>b</p>'],
  ])('%s → %s', (entrada, salida) => expect(sanear(entrada)).toBe(salida));
});

describe('enlacePermitido', () => {
  it.each([
    ['https://ejemplo.mx', true],
    ['http://ejemplo.mx/a', true],
    ['mailto:a@b.mx', true],
    ['tel:+524491234567', true],
    ['/foro/2', true],
    ['#becas', true],
    ['//malo.example', false],
    ['/\\malo.example', false],
    ['javascript:alert(1)', false],
    ['data:text/html,x', false],
    ['ftp://x.mx', false],
    ['https:/x', false],
  ])('%s → %s', (href, si) => expect(enlacePermitido(href)).toBe(si));
});

it('keeps a refused link as the text typed, and the plain text has no markup nor link targets', () => {
  expect(aHtml('[x](ftp://x.mx) y [z](/foro)')).toBe('<p>[x](ftp://x.mx) y <a href="/foro">z</a></p>');
  expect(aTexto('## Costos\n\nLa **colegiatura** es [aquí](https://x.mx/pago).\n- uno\n- dos')).toBe('Costos La colegiatura es aquí. uno dos');
});
