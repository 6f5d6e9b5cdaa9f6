// `npm run dev`: the API with reload (tsx watch) on :3000 and Vite with hot reload on :5173.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const children = [
  spawn(npm, ['run', 'dev', '-w', '@carenet/api'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, DATA_DIR: path.join(root, 'data') },
  }),
  spawn(npm, ['run', 'dev', '-w', '@carenet/web'], { cwd: root, stdio: 'inherit' }),
];
console.log('API on http://localhost:3000, web app with hot reload on http://localhost:5173');
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
