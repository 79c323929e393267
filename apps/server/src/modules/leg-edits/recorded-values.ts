import {
  additionalServiceName,
  type Cda,
  cutMinutes,
  durationMinutes,
  type LegModifiedFields,
  type OvernightRecord,
  overnightType,
  type ServiceRecord,
  type TrailerRecord,
  trailerHasOvernightStay,
  trailerHasStand,
  trailerTypeName,
} from '@board/domain';

type TrailerInput = NonNullable<LegModifiedFields['trailers_arrival']>[number];
type ServiceInput = NonNullable<LegModifiedFields['additional_services_arrival']>[number];
type CdaInput = NonNullable<LegModifiedFields['cda_assigned']>;

const duration = (d: { start: string; end: string }) => ({
  start: d.start,
  end: d.end,
  total: durationMinutes(d.start, d.end),
});

/**
 * A tow as stored: the type's name from the catalogue, the total worked out, and only the fields
 * its type has (a stand for types 1 and 2, a location for type 3), as the drawer shows them.
 */
export function toTrailerRecord(item: TrailerInput): TrailerRecord {
  const code = item.trailer.code;
  const stand = trailerHasStand(code);
  return {
    trailer: {
      code,
      name: code === null ? '' : (trailerTypeName(code) ?? ''),
      description_pea: stand ? item.trailer.description_pea : { tape_hall: '', number: '' },
      overnight_stay: trailerHasOvernightStay(code) ? item.trailer.overnight_stay : '',
    },
    duration: duration(item.duration),
    original_pea: item.original_pea,
    equipment_number: item.equipment_number,
    operator_name: item.operator_name,
    description: item.description,
    additional_service: item.additional_service,
  };
}

export function toServiceRecord(item: ServiceInput): ServiceRecord {
  return {
    code: item.code,
    name: additionalServiceName(item.code) ?? item.code,
    description: item.description,
    duration: duration(item.duration),
  };
}

/** All blank deletes the assignment. */
export const toCdaRecord = (cda: CdaInput): Cda | null => (cda.display_name ? cda : null);

type OvernightInput = NonNullable<LegModifiedFields['overnight']>;

/** An overnight as stored: the type's name from the catalogue, a cut only when it is on. */
export function toOvernightRecord(input: OvernightInput): OvernightRecord {
  const cut = input.cut_duration;
  return {
    type: { code: input.type.code, name: overnightType(input.type.code)?.name ?? '' },
    ubication: input.ubication,
    comment: input.comment,
    cut: input.cut,
    cut_duration: input.cut
      ? {
          start: cut.start,
          end: cut.end,
          total: cutMinutes(cut.start, cut.end),
          authorizer: cut.authorizer,
        }
      : { start: '', end: '', total: null, authorizer: '' },
  };
}
