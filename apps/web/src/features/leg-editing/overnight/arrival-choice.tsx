import {
  currentRegistration,
  displayRegistration,
  findOvernightArrival,
  type Leg,
} from '@board/domain';
import { useTranslation } from 'react-i18next';
import { Dropdown } from '../../../components/ui/index.ts';
import parts from '../drawer-parts.module.css';

/**
 * The arrival an overnight belongs to, chosen by registration and then flight (section 5), among
 * `choices`: the arrivals the server takes an overnight on, and the one being shown. When
 * adding, aircraft that already have an overnight are not offered; when editing, the
 * registration is fixed (section 6) and only its flights are offered.
 */
export function ArrivalChoice(props: {
  choices: readonly Leg[];
  arrival: Leg;
  adding: boolean;
  onChoose(leg: Leg): void;
}) {
  const { t } = useTranslation();
  const registration = currentRegistration(props.arrival.registration);
  const open = props.choices.filter(
    (leg) => leg._id === props.arrival._id || !props.adding || leg.overnight === null,
  );
  const registrations = [...new Set(open.map((leg) => currentRegistration(leg.registration)))]
    .filter(Boolean)
    .sort()
    .map((code) => ({ code, name: displayRegistration(code) }));
  const flights = open
    .filter((leg) => currentRegistration(leg.registration) === registration)
    .map((leg) => ({ code: leg.flight_number, name: leg.flight_number }));

  function chooseRegistration(code: string) {
    const first = open.find((leg) => currentRegistration(leg.registration) === code);
    if (first) props.onChoose(first);
  }
  function chooseFlight(flight: string) {
    const leg = findOvernightArrival(open, registration, flight);
    if (leg) props.onChoose(leg);
  }

  return (
    <div className={parts.pair}>
      <Dropdown
        label={t('overnights.drawer.registration')}
        items={registrations}
        value={registration}
        onChange={chooseRegistration}
        disabled={!props.adding}
      />
      <Dropdown
        label={t('overnights.drawer.flight')}
        items={flights}
        value={props.arrival.flight_number}
        onChange={chooseFlight}
      />
    </div>
  );
}
