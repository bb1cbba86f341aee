/**
 * `npm run dev`: the API with Node's watch mode (restarts on server changes) and Vite's dev
 * server with hot reload, which proxies /api to it. Open http://localhost:5173.
 */
import { spawn, type ChildProcess } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3000';
const webPort = process.env.WEB_PORT ?? '5173';
const webOrigin = `http://localhost:${webPort}`;
const env = {
  ...process.env,
  PORT: apiPort,
  API_PORT: apiPort,
  WEB_PORT: webPort,
  // Links in e-mails and Better Auth's origin check use the Vite origin the browser sees.
  APP_URL: process.env.APP_URL ?? webOrigin,
  TRUSTED_ORIGINS: [process.env.TRUSTED_ORIGINS, webOrigin, `http://localhost:${apiPort}`]
    .filter(Boolean)
    .join(','),
};

const children: ChildProcess[] = [
  spawn(
    process.execPath,
    ['--import', 'tsx', '--watch-path=src/server', '--watch-path=src/domain', 'src/server/main.ts'],
    { stdio: 'inherit', env },
  ),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], { stdio: 'inherit', env }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
for (const child of children) child.once('exit', stop);
