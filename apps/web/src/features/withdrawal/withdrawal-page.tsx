import type {
  WithdrawalContract,
  WithdrawalRecorded,
  WithdrawalRequest,
} from '@verificauto/shared/contracts/withdrawal';
import { formatDate, formatDateTime } from '@verificauto/shared/domain/format';
import { useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useParams, useSearchParams } from 'react-router';
import { ErrorMessage } from '../../components/ui/error-message';
import { useGoBack } from '../../components/ui/link';
import { PageLoading } from '../../components/ui/page-loading';
import { PageTitle } from '../../components/ui/page-title';
import { sameNames, useServerFieldErrors } from '../../components/ui/use-server-field-errors';
import { CONTACT_EMAIL } from '../../config/site';
import { ApiError } from '../../lib/api-client';
import { useWithdraw } from './api/withdraw';
import { useWithdrawalContract } from './api/withdrawal-contract';
import { ContractFacts } from './components/contract-facts';
import { WithdrawalConfirm } from './components/withdrawal-confirm';
import { fieldId, WithdrawalForm } from './components/withdrawal-form';
import { WithdrawalResult } from './components/withdrawal-result';
import '../../styles/parts/form-control.scss';
import '../../styles/parts/forms.scss';
import '../../styles/parts/spinners.scss';
import './withdrawal.scss';

const TITLE = 'Recedi dal contratto';
/** The step in the address, so that the browser's back button goes from the confirmation to the form. */
const STEP = 'passo';
const CONFIRM_STEP = 'conferma';
const SERVER_INPUTS = sameNames<keyof WithdrawalRequest>(['name', 'email']);

/**
 * /recesso/{token}: the withdrawal function of a report purchase or a booking (docs/product.md#legal-withdrawal,
 * decision 056), without signing in: the contract and the name and e-mail, 'Continua', then a separate
 * 'Conferma il recesso'.
 */
export function WithdrawalPage() {
  const { token = '' } = useParams();
  const contract = useWithdrawalContract(token);
  const [recorded, setRecorded] = useState<WithdrawalRecorded | null>(null);

  if (contract.data && recorded) return <WithdrawalResult withdrawal={contract.data} recorded={recorded} />;
  if (contract.data) return <Withdrawal token={token} withdrawal={contract.data} onRecorded={setRecorded} />;
  if (!contract.error) return <PageLoading label="Caricamento del contratto…" />;
  if (contract.error instanceof ApiError && contract.error.status >= 400 && contract.error.status < 500) {
    return <ErrorMessage title="Link non valido" text={contract.error.message} />;
  }
  return (
    <ErrorMessage
      title={TITLE}
      text="Non riusciamo a caricare il contratto. Riprova tra qualche istante."
      reload
    />
  );
}

interface WithdrawalProps {
  token: string;
  withdrawal: WithdrawalContract;
  onRecorded(recorded: WithdrawalRecorded): void;
}

function Withdrawal({ token, withdrawal, onRecorded }: WithdrawalProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [values, setValues] = useState<WithdrawalRequest>({ name: withdrawal.name, email: withdrawal.email });
  const [continued, setContinued] = useState(false);
  const withdraw = useWithdraw(token);
  const goBack = useGoBack();
  // Two clicks before the first re-render would both see the mutation idle.
  const sending = useRef(false);
  const serverErrors = useServerFieldErrors(withdraw.error, SERVER_INPUTS, fieldId);
  const { state } = withdrawal;
  // After a reload on the confirmation's address the form comes first: what was typed is gone.
  const confirming = continued && searchParams.get(STEP) === CONFIRM_STEP;

  const toConfirmation = () => {
    withdraw.reset();
    setContinued(true);
    setSearchParams({ [STEP]: CONFIRM_STEP }, { replace: searchParams.get(STEP) === CONFIRM_STEP });
  };
  const confirm = () => {
    if (sending.current || withdraw.isPending) return;
    sending.current = true;
    withdraw.mutate(values, {
      onSettled: () => {
        sending.current = false;
      },
      onSuccess: (answer) => {
        setSearchParams({}, { replace: true });
        onRecorded(answer);
      },
      // A refused field goes back to the form, where its message shows.
      onError: (error) => {
        if (error instanceof ApiError && Object.keys(error.fields).length > 0) goBack();
      },
    });
  };

  return (
    <div className="container container-narrow py-5 withdrawal-page">
      <PageTitle>{TITLE}</PageTitle>
      <h1 className="mb-3">{TITLE}</h1>
      <ContractFacts withdrawal={withdrawal} />
      {state.status === 'withdrawn' ? (
        <Alert variant="info" transition={false}>
          Hai già esercitato il recesso da questo contratto il {formatDateTime(state.withdrawn_at)}: la
          conferma ti è stata inviata per email.
        </Alert>
      ) : state.status === 'unavailable' ? (
        <Alert variant="warning" transition={false}>
          <p className="mb-2">Non è possibile recedere da questo contratto. {state.reason}</p>
          <p className="mb-0">
            Per qualsiasi domanda scrivi a <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
          </p>
        </Alert>
      ) : confirming ? (
        <WithdrawalConfirm
          withdrawal={withdrawal}
          values={values}
          pending={withdraw.isPending}
          error={withdraw.error}
          onConfirm={confirm}
          onBack={goBack}
        />
      ) : (
        <>
          <p>
            Puoi recedere senza indicarne il motivo fino al {formatDate(state.last_day)}
            {withdrawal.contract.kind === 'booking' ? ', e comunque prima dell’ispezione' : ''}.
          </p>
          <WithdrawalForm
            values={values}
            serverErrors={serverErrors}
            onChange={setValues}
            onContinue={toConfirmation}
          />
        </>
      )}
    </div>
  );
}
