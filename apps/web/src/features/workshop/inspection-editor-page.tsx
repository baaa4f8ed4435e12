import { useMemo } from 'react';
import { useParams } from 'react-router';
import { AreaAccessError } from '../../components/ui/area-access';
import { PageLoading } from '../../components/ui/page-loading';
import { PageTitle } from '../../components/ui/page-title';
import { CheckInPanel } from './check-in/components/check-in-panel';
import { useSendPendingCheckIn } from './check-in/hooks/use-pending-check-in';
import { asCheckedIn } from './check-in/pending-check-in';
import { InspectionEditor } from './components/inspection-editor';
import { useReportDraft } from './draft/api/get-report-draft';
import { useInstallableWorkshopApp } from './installable/use-installable-workshop-app';
import '../../styles/parts/form-control.scss';
import '../../styles/parts/forms.scss';
import '../../styles/parts/badge.scss';
import '../../styles/parts/spinners.scss';
import './workshop.scss';

/** The technician's report editor of one inspection, at /officina/ispezioni/:uuid, once the car is checked in. */
export function InspectionEditorPage() {
  useInstallableWorkshopApp();
  const { uuid = '' } = useParams();
  const draft = useReportDraft(uuid);
  const { pending: pendingCheckIn, signedOut } = useSendPendingCheckIn(uuid);
  // An arrival kept on the device opens the editor as if checked in, at the device's time (decision 084).
  const shown = useMemo(
    () =>
      draft.data?.awaiting_check_in && pendingCheckIn ? asCheckedIn(draft.data, pendingCheckIn) : draft.data,
    [draft.data, pendingCheckIn],
  );

  if (draft.isError) return <AreaAccessError error={draft.error} />;
  if (!shown) return <PageLoading label="Caricamento del report…" />;
  return (
    <>
      <PageTitle>{`Report ${shown.car_license_plate}`}</PageTitle>
      {shown.awaiting_check_in ? (
        <CheckInPanel draft={shown} />
      ) : (
        <InspectionEditor
          // A new state (submitted elsewhere, approved) starts the editor afresh from the server's copy.
          key={`${shown.uuid}-${shown.state}`}
          initial={shown}
          arrivalSignedOut={signedOut}
          onClosed={() => void draft.refetch()}
        />
      )}
    </>
  );
}
