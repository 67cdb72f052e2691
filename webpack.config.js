// One webpack config for the site (and, with --env entry=… out=…, for bench/floor).
// Production: content-hashed chunks, extracted CSS, brotli + gzip copies of every text asset.
const path = require('node:path');
const zlib = require('node:zlib');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');

// Build-time configuration read by src/shared/config.ts (see docs/configuracion.md).
const BUILD_ENV = ['API_BASE', 'IMG_BASE', 'REDUX_DEVTOOLS', 'UNIVERSIDAD_URL', 'FACEBOOK_URL', 'INSTAGRAM_URL', 'YOUTUBE_URL', 'BORRADORES_DIAS'];

// a build cache, not an output: kept out of the repository's top level (server/ssr loads it)
/** The import aliases of tsconfig.json's paths: @/ is src/, @server/ is server/. */
const ALIAS = { '@': path.resolve(__dirname, 'src'), '@server': path.resolve(__dirname, 'server') };
const SSR_OUT = path.resolve(__dirname, 'node_modules/.cache/ssr');

/**
 * The server-rendering bundle (src/servidor.tsx, for node): styles are read as text and never
 * used, images keep their URLs; chunk ids are the webpackChunkName names, so the server can name
 * the client chunks a page needs (ManifiestoSsr below maps them to files).
 */
function configSsr(definidos) {
  return {
    name: 'ssr',
    mode: 'production',
    target: 'node',
    entry: { servidor: path.resolve(__dirname, 'src/servidor.tsx') },
    output: { path: SSR_OUT, filename: '[name].js', chunkFilename: '[name].js', library: { type: 'commonjs2' }, clean: true },
    resolve: { extensions: ['.tsx', '.ts', '.js'], alias: ALIAS },
    module: {
      rules: [
        { test: /\.tsx?$/, exclude: /node_modules/, use: { loader: 'ts-loader', options: { transpileOnly: true } } },
        { test: /\.css$/, type: 'asset/source' },
        { test: /\.(png|jpe?g|gif|webp|svg)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [definidos],
    optimization: { minimize: false, splitChunks: false, chunkIds: 'named' },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/** dist/ssr-manifiesto.json: every named chunk group (webpackChunkName) → its files (JS and CSS). */
class ManifiestoSsr {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ManifiestoSsr', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ManifiestoSsr', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const grupos = {};
        for (const [nombre, grupo] of compilation.namedChunkGroups) grupos[nombre] = grupo.getFiles().filter((f) => !f.endsWith('.map'));
        compilation.emitAsset(
          'ssr-manifiesto.json',
          new webpack.sources.RawSource(JSON.stringify({ publicPath: compilation.outputOptions.publicPath, grupos })),
        );
      });
    });
  }
}

module.exports = (env = {}, argv = {}) => {
  const prod = (argv.mode ?? process.env.NODE_ENV ?? 'production') === 'production';
  // production builds of the site also build the server-rendering bundle; the floor and development do not
  const ssr = prod && !env.entry;
  const definidos = () =>
    new webpack.DefinePlugin(Object.fromEntries(BUILD_ENV.map((k) => [`process.env.${k}`, JSON.stringify(process.env[k] ?? '')])));
  const entry = env.entry ? path.resolve(__dirname, env.entry) : path.resolve(__dirname, 'src/index.tsx');
  const out = path.resolve(__dirname, env.out ?? 'dist');
  const apiTarget = `http://${process.env.HOST ?? '127.0.0.1'}:${process.env.PORT ?? 3000}`;
  const comprimibles = /\.(js|css|html|svg|json|txt)$/;

  // the SPA shell, and the server's template for the pages it renders
  const html = new HtmlWebpackPlugin({
    filename: 'index.html',
    template: path.resolve(__dirname, 'public/index.html'),
    scriptLoading: 'defer',
    minify: prod,
  });
  // react-router's package.json points every condition at its development build (remix-run/react-router
  // #12532, "temporary"): its warnings and checks ran on every <Link> of a 24-row list at each keystroke
  const RR = path.resolve(__dirname, 'node_modules/react-router/dist/production');
  const routerProduccion = prod ? { 'react-router$': path.join(RR, 'index.mjs'), 'react-router/dom$': path.join(RR, 'dom-export.mjs') } : {};
  const web = {
    name: 'web',
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
    resolve: { extensions: ['.tsx', '.ts', '.js'], alias: { ...ALIAS, ...routerProduccion } },
    module: {
      rules: [
        { test: /\.tsx?$/, exclude: /node_modules/, use: { loader: 'ts-loader', options: { transpileOnly: true } } },
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        { test: /\.(png|jpe?g|gif|webp|svg)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      definidos(),
      html,
      ...(ssr ? [new ManifiestoSsr()] : []),
      new MiniCssExtractPlugin({
        filename: prod ? '[name].[contenthash:10].css' : '[name].css',
        chunkFilename: prod ? '[name].[contenthash:10].css' : '[name].css',
      }),
      ...(env.entry ? [] : [new CopyWebpackPlugin({ patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }] })]),
      ...(prod
        ? [
            new CompressionPlugin({
              filename: '[path][base].gz',
              algorithm: 'gzip',
              test: comprimibles,
              compressionOptions: { level: 9 },
              threshold: 0,
              minRatio: 1,
            }),
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
    // the app's start (src/index.tsx) evaluates its libraries one chunk at a time: React DOM, the
    // router, Redux Toolkit (with react-redux); each named chunk holds its library whoever imports it
    optimization: env.entry
      ? undefined
      : {
          splitChunks: {
            cacheGroups: {
              reactDom: {
                test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
                name: 'lib-react-dom',
                chunks: 'all',
                enforce: true,
                priority: 30,
              },
              router: {
                test: /[\\/]node_modules[\\/](react-router|react-router-dom)[\\/]/,
                name: 'lib-router',
                chunks: 'all',
                enforce: true,
                priority: 20,
              },
              rtk: {
                test: /[\\/]node_modules[\\/](@reduxjs|redux|redux-thunk|reselect|immer|react-redux|use-sync-external-store)[\\/]/,
                name: 'lib-rtk',
                chunks: 'all',
                enforce: true,
                priority: 10,
              },
            },
          },
        },
    performance: { hints: false },
    stats:
      env.stats === 'chunks'
        ? {
            all: false,
            chunks: true,
            chunkModules: true,
            nestedModules: true,
            ids: true,
            chunkModulesSpace: Infinity,
            nestedModulesSpace: Infinity,
            modulesSpace: Infinity,
            dependentModules: true,
            runtimeModules: false,
            groupModulesByType: false,
            groupModulesByAttributes: false,
            groupModulesByCacheStatus: false,
            groupModulesByLayer: false,
            groupModulesByPath: false,
            groupModulesByExtension: false,
            reasons: false,
            source: false,
          }
        : 'errors-warnings',
    devServer: {
      port: Number(process.env.DEV_PORT ?? 8080),
      host: '127.0.0.1',
      historyApiFallback: true,
      hot: false,
      proxy: [{ context: ['/api.php', '/uploads'], target: apiTarget }],
    },
  };
  return ssr ? [web, configSsr(definidos())] : web;
};
