// One webpack config for the site (and, with --env entry=… out=…, for bench/floor).
// Production: content-hashed chunks, extracted CSS, brotli + gzip copies of every text asset.
const path = require('node:path');
const zlib = require('node:zlib');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');

// Build-time configuration read by src/shared/config.ts (see README, "Configuración").
const BUILD_ENV = ['API_BASE', 'IMG_BASE', 'REDUX_DEVTOOLS', 'UNIVERSIDAD_URL', 'FACEBOOK_URL', 'INSTAGRAM_URL', 'YOUTUBE_URL'];

// a build cache, not an output: kept out of the repository's top level
const PRERENDER_OUT = path.resolve(__dirname, 'node_modules/.cache/prerender');

/**
 * The home page's first screen rendered by React at build time (src/prerender.tsx, built for node),
 * placed in index.html; '' when that bundle was not built (development, the floor).
 */
async function inicioEstatico() {
  const archivo = path.join(PRERENDER_OUT, 'prerender.js');
  delete require.cache[archivo];
  const { inicioEstatico: render } = require(archivo);
  return `<div id="previa">${await render()}</div>`;
}

/** The node bundle of src/prerender.tsx: styles are read as text (unused), images keep their URLs. */
function configPrerender(definidos) {
  return {
    name: 'prerender',
    mode: 'production',
    target: 'node',
    entry: { prerender: path.resolve(__dirname, 'src/prerender.tsx') },
    output: { path: PRERENDER_OUT, filename: '[name].js', library: { type: 'commonjs2' }, clean: true },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        { test: /\.tsx?$/, exclude: /node_modules/, use: { loader: 'ts-loader', options: { transpileOnly: true } } },
        { test: /\.css$/, type: 'asset/source' },
        { test: /\.(png|jpe?g|gif|webp|svg)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [definidos],
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = (env = {}, argv = {}) => {
  const prod = (argv.mode ?? process.env.NODE_ENV ?? 'production') === 'production';
  // production builds of the site prerender the home page; the floor and development do not
  const previa = prod && !env.entry;
  const definidos = () =>
    new webpack.DefinePlugin(Object.fromEntries(BUILD_ENV.map((k) => [`process.env.${k}`, JSON.stringify(process.env[k] ?? '')])));
  const entry = env.entry ? path.resolve(__dirname, env.entry) : path.resolve(__dirname, 'src/index.tsx');
  const out = path.resolve(__dirname, env.out ?? 'dist');
  const apiTarget = `http://${process.env.HOST ?? '127.0.0.1'}:${process.env.PORT ?? 3000}`;
  const comprimibles = /\.(js|css|html|svg|json|txt)$/;

  const html = (filename, templateParameters) =>
    new HtmlWebpackPlugin({ filename, template: path.resolve(__dirname, 'public/index.html'), scriptLoading: 'defer', minify: prod, templateParameters });
  const web = {
    name: 'web',
    ...(previa ? { dependencies: ['prerender'] } : {}),
    mode: prod ? 'production' : 'development',
    entry: { main: entry },
    output: {
      path: out,
      filename: prod ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: prod ? '[name].[contenthash:10].js' : '[name].js',
      publicPath: process.env.PUBLIC_PATH ?? '/',
      clean: true,
    },
    // maps are written beside the build (error reports) without a sourceMappingURL; the server never serves *.map
    devtool: prod ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        { test: /\.tsx?$/, exclude: /node_modules/, use: { loader: 'ts-loader', options: { transpileOnly: true } } },
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        { test: /\.(png|jpe?g|gif|webp|svg)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      definidos(),
      // index.html (served for /) carries the prerendered first screen; app.html (every other
      // path, the server's history fallback) does not
      html('index.html', async () => ({ previa: previa ? await inicioEstatico() : '' })),
      ...(env.entry ? [] : [html('app.html', { previa: '' })]),
      new MiniCssExtractPlugin({ filename: prod ? '[name].[contenthash:10].css' : '[name].css', chunkFilename: prod ? '[name].[contenthash:10].css' : '[name].css' }),
      ...(env.entry
        ? []
        : [new CopyWebpackPlugin({ patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }] })]),
      ...(prod
        ? [
            new CompressionPlugin({ filename: '[path][base].gz', algorithm: 'gzip', test: comprimibles, compressionOptions: { level: 9 }, threshold: 0, minRatio: 1 }),
            new CompressionPlugin({
              filename: '[path][base].br',
              algorithm: 'brotliCompress',
              test: comprimibles,
              compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
              threshold: 0,
              minRatio: 1,
            }),
          ]
        : []),
    ],
    performance: { hints: false },
    stats: env.stats === 'chunks' ? { all: false, chunks: true, chunkModules: true, nestedModules: true, ids: true, chunkModulesSpace: Infinity, nestedModulesSpace: Infinity, modulesSpace: Infinity, dependentModules: true, runtimeModules: false, groupModulesByType: false, groupModulesByAttributes: false, groupModulesByCacheStatus: false, groupModulesByLayer: false, groupModulesByPath: false, groupModulesByExtension: false, reasons: false, source: false } : 'errors-warnings',
    devServer: {
      port: Number(process.env.DEV_PORT ?? 8080),
      host: '127.0.0.1',
      historyApiFallback: true,
      hot: false,
      proxy: [{ context: ['/api.php', '/uploads'], target: apiTarget }],
    },
  };
  return previa ? [configPrerender(definidos()), web] : web;
};
