import { useParams } from 'react-router';
import { AreaAccessError } from '../../components/ui/area-access';
import { PageLoading } from '../../components/ui/page-loading';
import { PageTitle } from '../../components/ui/page-title';
import { CheckInPanel } from './check-in/components/check-in-panel';
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

  if (draft.isError) return <AreaAccessError error={draft.error} />;
  if (!draft.data) return <PageLoading label="Caricamento del report…" />;
  return (
    <>
      <PageTitle>{`Report ${draft.data.car_license_plate}`}</PageTitle>
      {draft.data.awaiting_check_in ? (
        <CheckInPanel draft={draft.data} />
      ) : (
        <InspectionEditor
          // A new state (submitted elsewhere, approved) starts the editor afresh from the server's copy.
          key={`${draft.data.uuid}-${draft.data.state}`}
          initial={draft.data}
          onClosed={() => void draft.refetch()}
        />
      )}
    </>
  );
}
