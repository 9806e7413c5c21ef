// Maintenance mode: a page not open during it is answered with a redirect to the home page (by its caller).
import { isOpenDuringMaintenance, type MaintenanceState } from '../../src/domain/maintenance.ts';

/** True when the page at `rest` (its path after the locale) is closed by maintenance. */
export function closedForMaintenance(maintenance: MaintenanceState, rest: string): boolean {
  return maintenance.active && !isOpenDuringMaintenance(rest);
}
