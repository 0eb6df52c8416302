import { omrRoutes } from '@lms/domain/contract';
import { implement } from '../../plugins/route-registrar';
import { getOmrTemplate } from './get-omr-template';
import { printOmrSheets } from './print-omr-sheets';

/** Paper exams: the OMR sheet layout as JSON and the printable sheets. */
export const omrModule = implement(omrRoutes, {
  omrTemplate: async ({ ctx, params, query, reply }) => {
    const template = await getOmrTemplate(ctx, params.examId, query.sets);
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', `inline; filename="omr-template-${template.layoutId}.json"`)
      .send(JSON.stringify(template));
  },
  omrSheetsPdf: async ({ ctx, params, query, reply }) => {
    const file = await printOmrSheets(ctx, params.examId, query);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${file.name}"`)
      .send(file.body);
  },
});
