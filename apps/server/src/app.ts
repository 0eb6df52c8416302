import fastifyCompress from '@fastify/compress';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { corsOrigins, trustedProxies } from './config';
import type { AppContext } from './context';
import { TooManyRequests } from './lib/http-error';
import { lazyChildLogger } from './lib/lazy-child-logger';
import { secureLogger } from './lib/log-redaction';
import { rateLimitStore } from './lib/rate-limit-store';
import { responseSerializerCompiler } from './lib/response-serializer';
import { sha256 } from './lib/tokens';
import { accountModule } from './modules/account/routes';
import { admissionModule } from './modules/admission/routes';
import { auditObserver } from './modules/audit/audit-observer';
import { auditModule } from './modules/audit/routes';
import { registerFavicon } from './modules/branding/register-favicon';
import { brandingModule } from './modules/branding/routes';
import { servedPageOf } from './modules/branding/served-page';
import { groupAccessModule } from './modules/content/group-access/group-access-routes';
import { contentModule } from './modules/content/routes';
import { staffContentModule } from './modules/content/staff/staff-routes';
import { videoJobsPlugin } from './modules/content/video-jobs/video-jobs-plugin';
import { dashboardModule } from './modules/dashboard/routes';
import { examReportsModule } from './modules/exams/analysis/report-routes';
import { examResultsStaffModule } from './modules/exams/analysis/routes';
import { examAuthoringModule } from './modules/exams/authoring/authoring-routes';
import { examServices } from './modules/exams/exam-services';
import { examExceptionModule } from './modules/exams/exceptions/routes';
import { examMarkingModule } from './modules/exams/marking/routes';
import { examMonitorPlugin } from './modules/exams/monitor/monitor-plugin';
import { examMonitorModule } from './modules/exams/monitor/routes';
import { examPoolModule } from './modules/exams/pools/routes';
import { questionBankModule } from './modules/exams/question-bank/question-bank-routes';
import { examModule } from './modules/exams/routes';
import { sealedExamModule } from './modules/exams/sealed/sealed-routes';
import { examStaffModule } from './modules/exams/staff-routes';
import { feesModule } from './modules/fees/routes';
import { feesStudentModule } from './modules/fees/student-routes';
import { guardianModule } from './modules/guardian/routes';
import { watchJobQueues } from './modules/health/read-metrics';
import { healthModule } from './modules/health/routes';
import { notificationModule } from './modules/notifications/routes';
import { omrModule } from './modules/omr/routes';
import { omrReviewModule } from './modules/omr-scans/review-routes';
import { omrScanModule } from './modules/omr-scans/routes';
import { paymentModule } from './modules/payments/routes';
import { paymentSimulatorModule } from './modules/payments/simulator/routes';
import { profileModule } from './modules/profile/routes';
import { qaModule } from './modules/qa/routes';
import { qaStaffModule } from './modules/qa/staff-routes';
import { scoreboardModule } from './modules/scoreboard/routes';
import { smsModule } from './modules/sms/routes';
import { orgArchiveModule } from './modules/staff/archive-routes';
import { admitCardModule, staffModule, studentAdminModule, studentBulkModule } from './modules/staff/routes';
import { uploadModule } from './modules/uploads/routes';
import { apiCompression } from './plugins/api-compression';
import { registerDocs } from './plugins/docs';
import { answerFrameworkError, registerErrorHandler } from './plugins/errors';
import { attachRealtime } from './plugins/realtime';
import { onlyTableRoutes, registerRoutes } from './plugins/route-registrar';
import { registerSecurityHeaders } from './plugins/security-headers';
import { findWebDist, registerWebApp, webAppScriptHashes } from './plugins/web-app';

/** Options of the HTTP app beyond the context. */
export interface BuildAppOptions {
  /** The pino logger to use; none means silence. */
  loggerInstance?: FastifyBaseLogger;
  /** Serve the built web app from `/` when it is there. */
  serveWeb?: boolean;
}

/** Builds the Fastify app: plugins first, then every module's routes under /api. */
export async function buildApp(ctx: AppContext, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    ...(options.loggerInstance
      ? { loggerInstance: secureLogger(options.loggerInstance) }
      : { logger: false }),
    childLoggerFactory: lazyChildLogger,
    // Our error handler logs failures itself, so they are logged either way.
    logController: new LogController({ disableRequestLogging: !ctx.config.LOG_REQUESTS }),
    trustProxy: trustedProxies(ctx.config.TRUSTED_PROXIES),
    bodyLimit: 1024 * 1024,
    ajv: { customOptions: { coerceTypes: false } },
    frameworkErrors: answerFrameworkError,
  });
  app.decorate('ctx', ctx);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  registerErrorHandler(app);
  attachRealtime(app);

  const webDist = options.serveWeb !== false ? findWebDist(ctx.config.WEB_DIST) : null;
  await registerSecurityHeaders(app, ctx.config, webAppScriptHashes(webDist));
  // Same origin only unless CORS_ORIGINS lists others: no CORS headers at all then.
  const origins = corsOrigins(ctx.config.CORS_ORIGINS);
  if (origins.length) {
    await app.register(cors, {
      origin: origins,
      exposedHeaders: ['sessionId', 'x-server-time'],
      allowedHeaders: ['content-type', 'authorization', 'agent'],
      methods: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'],
    });
  }

  // The server's clock decides exam time: every answer carries it so clients can correct their countdown.
  // A callback hook, not an async one: it runs on every response, and a promise each time shows up.
  // While the server stops, each answer also closes its connection: the client's next request opens a
  // new one, which the load balancer sends to a node that stays.
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('x-server-time', ctx.now().toISOString());
    if (ctx.lifecycle.stopping) reply.header('connection', 'close');
    done(null, payload);
  });

  const metrics = ctx.metrics;
  if (metrics) {
    watchJobQueues(ctx, metrics);
    app.addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.config.tableRoute ?? 'other';
      metrics.requests.observe(
        { route, method: request.method, status: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
      done();
    });
  }

  await registerDocs(app);
  // Acknowledged answers are committed already; this only waits for answer writes still in flight.
  app.addHook('onClose', async () => {
    await examServices(ctx).writer.drain();
    // Submits answered before the close are scored before it.
    await examServices(ctx).scorer.drain();
  });

  await app.register(
    async (api) => {
      if (!ctx.config.RATE_LIMITS_OFF) {
        await api.register(rateLimit, {
          max: ctx.config.API_RATE_LIMIT_PER_MINUTE,
          timeWindow: '1 minute',
          // The API-wide limit shared in Redis in batches (no round trip per request); a route's own
          // limit exactly; each on the node while Redis is away.
          store: rateLimitStore(ctx.apiLimiter, 'api-rl:', ctx.limiter),
          // A load balancer's checks are never refused.
          allowList: (request) => request.routeOptions.url?.startsWith('/api/health') ?? false,
          // Many students share one address at a coaching centre: count per session when there is one.
          keyGenerator: (request) => {
            const auth = request.headers.authorization;
            return auth ? `s:${sha256(auth)}` : `ip:${request.ip}`;
          },
          errorResponseBuilder: (_request, context) =>
            new TooManyRequests(
              'Too many requests',
              `Please slow down and try again in ${context.after}.`,
              Math.ceil(context.ttl / 1000),
            ),
        });
      }
      // JSON over ~1 KB (exam papers, results, lists) is compressed; small answers are not worth the CPU.
      await api.register(fastifyCompress, apiCompression());
      onlyTableRoutes(api);
      registerRoutes(
        api,
        [
          accountModule,
          admissionModule,
          staffModule,
          orgArchiveModule,
          studentAdminModule,
          studentBulkModule,
          examModule,
          sealedExamModule,
          examStaffModule,
          examAuthoringModule,
          examMonitorModule,
          examExceptionModule,
          examMarkingModule,
          examPoolModule,
          examResultsStaffModule,
          examReportsModule,
          questionBankModule,
          omrModule,
          omrScanModule,
          omrReviewModule,
          notificationModule,
          profileModule,
          scoreboardModule,
          qaModule,
          qaStaffModule,
          healthModule,
          brandingModule,
          uploadModule,
          contentModule,
          staffContentModule,
          groupAccessModule,
          auditModule,
          dashboardModule,
          admitCardModule,
          feesModule,
          feesStudentModule,
          guardianModule,
          paymentModule,
          paymentSimulatorModule,
          smsModule,
        ],
        auditObserver(ctx),
      );
      await api.register(videoJobsPlugin);
      await api.register(examMonitorPlugin);
    },
    { prefix: '/api' },
  );

  if (webDist) {
    registerFavicon(app, ctx, webDist);
    await registerWebApp(app, webDist, {
      page: servedPageOf(ctx),
    });
  }
  return app;
}
