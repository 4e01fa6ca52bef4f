import { INestApplication } from '@nestjs/common';
import express, { Request, Response, Router } from 'express';
import helmet from 'helmet';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

const CONSOLE_PATH = '/console';

/** Where `npm run build` puts the console (vite `build.outDir`), relative to where the service starts. */
const CONSOLE_DIR = resolve('dist', 'console');

/**
 * The operator console: static files built by Vite, served by the service itself so it is
 * same-origin with the API (no CORS, no cookies: the console sends the API key as a bearer
 * header). The policy is stricter than the API's default: only the console's own scripts,
 * styles, images and API calls, nothing inline, nothing from another origin.
 */
export function serveConsole(app: INestApplication): void {
  const router = Router();
  router.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'"],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'none'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
    }),
  );
  // Hashed file names (assets/) never change; index.html must always be fresh to pick them up.
  router.use(
    '/assets',
    express.static(join(CONSOLE_DIR, 'assets'), { immutable: true, maxAge: '1y', index: false }),
  );
  router.use('/assets', (_req: Request, res: Response) => {
    res.status(404).end();
  });
  router.use(express.static(CONSOLE_DIR, { index: false }));
  // Client-side routes (/console/runs/…) all answer the app shell.
  router.get('/{*path}', (_req: Request, res: Response) => {
    const index = join(CONSOLE_DIR, 'index.html');
    if (!existsSync(index)) {
      res.status(404).type('text/plain').send('The console is not built: run `npm run build`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
  app.use(CONSOLE_PATH, router);
}
