import { z } from 'zod';
import { ADDITIONAL_SERVICES } from '../catalogues/additional-services.ts';
import { type ServiceItemInput, serviceItemSchema } from './leg-edits.ts';
import type { ServiceRecord } from './legs.ts';

/**
 * The additional services drawer's form (sections 4 and 5): one row per service of the
 * catalogue, in its order, checked or not, with what was typed. Only checked rows are services;
 * each is checked by the body's own item schema, so a message lands on its row
 * (items.3.description), and the form resolves to the very list /v1/leg/modified takes.
 */

const serviceFormItemSchema = z
  .object({
    code: z.string(),
    checked: z.boolean(),
    description: z.string(),
    duration: z.object({ start: z.string(), end: z.string() }).strict(),
  })
  .strict();
export type ServiceFormItem = z.infer<typeof serviceFormItemSchema>;

/** The catalogue's rows in its order; those recorded on the side start checked and filled. */
export function serviceFormItems(recorded: readonly ServiceRecord[]): ServiceFormItem[] {
  return ADDITIONAL_SERVICES.map(({ code }) => {
    const record = recorded.find((service) => service.code === code);
    return {
      code,
      checked: record !== undefined,
      description: record?.description ?? '',
      duration: { start: record?.duration.start ?? '', end: record?.duration.end ?? '' },
    };
  });
}

/** The service a checked row stands for; the total is left to the server. */
export const serviceFromForm = (item: ServiceFormItem): ServiceItemInput => ({
  code: item.code as ServiceItemInput['code'],
  description: item.description,
  duration: { start: item.duration.start, end: item.duration.end },
});

// An unchecked row is null, so it is neither checked nor sent; a checked one keeps its index.
const toServiceItem = serviceFormItemSchema
  .transform((item) => (item.checked ? serviceFromForm(item) : null))
  .pipe(serviceItemSchema.nullable());

export const servicesFormSchema = z
  .object({
    items: z.array(toServiceItem).transform((items) => items.filter((item) => item !== null)),
  })
  .strict();
export type ServicesFormInput = z.input<typeof servicesFormSchema>;
export type ServicesFormOutput = z.output<typeof servicesFormSchema>;
