import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../src/config/env.ts';
import { invoiceNumber } from '../../src/domain/orders/invoice.ts';
import { localePath } from '../../src/i18n/locales.ts';
import { pagePaths, SERVER_ROUTES } from '../../src/routes.ts';
import type { DocumentFiles } from '../documents/document-files.ts';
import { postQuery } from '../forms/form-body.ts';

/**
 * GET /invoices/:transactionId?lang=es|en: the order's invoice as a PDF, shown in the browser. Personal: never stored
 * by a shared cache, never indexed; rendered once per state of the order (server/documents/document-files.ts). An
 * unknown (or guessed) transaction id is the 404 page, like the receipt.
 */
export async function invoiceRoutes(
  app: FastifyInstance,
  { config, documents }: { config: AppConfig; documents: DocumentFiles },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    SERVER_ROUTES.invoice,
    {
      onRequest: documents.limitPerIp,
      schema: { params: z.object({ transactionId: z.string() }), querystring: postQuery },
    },
    async (request, reply) => {
      const locale = request.query.lang;
      // The address names the order by its link id; the invoice's number comes from its stable transaction id.
      const { transactionId: linkId } = request.params;
      const order = await app.domain.orders.find(linkId, locale);
      if (!order) throw Object.assign(new Error('Unknown invoice'), { statusCode: 404 });
      const receiptUrl = `${config.PUBLIC_URL.replace(/\/$/, '')}${localePath(locale, pagePaths.receipt(linkId))}`;
      return documents.send(
        reply,
        { kind: 'invoice', view: order, options: { locale, receiptUrl } },
        {
          disposition: 'inline',
          filename: `quest-invoice-${invoiceNumber(order.transactionId).toLowerCase()}.pdf`,
        },
      );
    },
  );
}
