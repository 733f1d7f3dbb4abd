import type { FastifyInstance } from 'fastify';

export type RegisteredRoute = { method: string; url: string };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered so far (HEAD twins left out): what the endpoint table is held to. */
    registeredRoutes: RegisteredRoute[];
  }
}

/** Must run before any route is registered. */
export function registerRouteList(app: FastifyInstance) {
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (options) => {
    const methods = Array.isArray(options.method) ? options.method : [options.method];
    for (const method of methods) {
      if (method !== 'HEAD') routes.push({ method, url: options.url });
    }
  });
}
