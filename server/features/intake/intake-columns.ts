import type { IntakeSettings } from '#common/contracts/intake.ts';
import type { UserRow } from '../../db/schema/index.ts';

/** The intake settings (issue #11) as stored on the artist's row. */
export function toIntakeSettings(row: UserRow): IntakeSettings {
  return {
    specialtyStyles: row.specialtyStyles as IntakeSettings['specialtyStyles'],
    avoidStyles: row.avoidStyles as IntakeSettings['avoidStyles'],
    minimumPrice: row.minimumPrice,
    booksStatus: row.booksStatus,
    takesCoverUps: row.takesCoverUps,
    takesWalkIns: row.takesWalkIns,
    doesFlash: row.doesFlash,
    depositPolicy: row.depositPolicy,
    studioLocation: row.studioLocation,
    studioHours: row.studioHours,
    agePolicy: row.agePolicy,
  };
}
