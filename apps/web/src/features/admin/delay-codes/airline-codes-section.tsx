import { useTranslation } from 'react-i18next';
import { useDelayCodes } from '../../../catalogues/list-delay-codes.ts';
import { Alert, Skeleton } from '../../../components/ui/index.ts';
import { AdminSection } from '../components/admin-section.tsx';
import { airlineCodeRows } from './airline-codes.ts';
import { AirlineCodesEditor } from './airline-codes-editor.tsx';

/** Códigos de demora propios: the codes 00-05 that AHM 730 leaves to each airline. */
export function AirlineCodesSection() {
  const { t } = useTranslation();
  const catalogue = useDelayCodes();
  // The editor starts from what the server holds: a copy kept on the device from an earlier
  // visit, being read again, would be edited and saved over the newer codes.
  const rereading = catalogue.isFetching && !catalogue.isFetchedAfterMount;
  const saved = catalogue.data && !rereading ? airlineCodeRows(catalogue.data.data) : null;

  return (
    <AdminSection
      title={t('admin.codes.title')}
      hint={t('admin.codes.hint')}
      count={saved?.codes.length}
      testId="admin-codes"
    >
      {catalogue.isError ? (
        <Alert color="danger" title={t('admin.codes.loadError')} />
      ) : saved ? (
        <AirlineCodesEditor saved={saved} />
      ) : (
        <Skeleton rows={3} height={28} />
      )}
    </AdminSection>
  );
}
