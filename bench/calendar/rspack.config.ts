/**
 * The benchmark page's build: the calendar remote's own module rules and resolution (same loaders, same conditions),
 * without federation, so the page runs alone from files.
 */
import path from 'node:path';
import rspack, { type Configuration } from '@rspack/core';
import calendarConfig from '../../mf-calendar/rspack.config';

export default (_env: unknown, argv: { mode?: string }): Configuration => {
  const remote = calendarConfig({}, { mode: 'production', ...argv });
  return {
    mode: 'production',
    context: path.resolve(__dirname, '../..'),
    entry: { harness: path.join(__dirname, 'harness.tsx') },
    output: {
      path: path.resolve(__dirname, '../results/calendar-harness'),
      publicPath: '',
      filename: '[name].js',
      cssFilename: '[name].css',
      clean: true,
    },
    resolve: remote.resolve,
    module: remote.module,
    plugins: [
      new rspack.HtmlRspackPlugin({ template: path.join(__dirname, 'index.html') }),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }),
    ],
    optimization: { minimize: process.env.BENCH_MINIFY !== '0' },
    devtool: false,
    stats: 'errors-warnings',
  };
};
