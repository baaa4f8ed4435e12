import { useEffect } from 'react';
import { PageTitle } from '../../components/ui/page-title';
import { ApiError } from '../../lib/api-client';
import { usePurchasedInspections, useRequestedInspections } from './api/get-profile-lists';
import { MyDataSection } from './components/my-data-section';
import { ProfileTabs } from './components/profile-tabs';
import { ReportsLoadError, ReportsLoading } from './components/reports-status';
import { useRedirectToSignIn } from './hooks/use-redirect-to-sign-in';
import { useSessionRefresh } from './hooks/use-session-refresh';
import '../../styles/parts/spinners.scss';
import './profile.scss';

/** 'I miei report' (docs/product.md#profile): the reserved area with the user's inspections and purchases. */
export function ProfilePage() {
  const sessionReady = useSessionRefresh();
  const requested = useRequestedInspections({ enabled: sessionReady });
  const purchased = usePurchasedInspections({ enabled: sessionReady });
  const redirectToSignIn = useRedirectToSignIn();
  const error = requested.error ?? purchased.error;
  // The product rules (docs/product.md#errors): the reports answering 401 send the user to sign in.
  const unauthorized = error instanceof ApiError && error.status === 401;

  useEffect(() => {
    if (unauthorized) redirectToSignIn();
  }, [unauthorized, redirectToSignIn]);

  return (
    <div className="container py-5">
      <PageTitle>Area riservata</PageTitle>
      <h1 className="mb-1">Area riservata</h1>
      <p className="lead text-body-secondary mb-4">I miei report</p>
      <div className="profile-content">
        {requested.data && purchased.data ? (
          <ProfileTabs requested={requested} purchased={purchased} />
        ) : error && !unauthorized ? (
          <ReportsLoadError
            message={error instanceof ApiError ? error.message : 'Riprova tra qualche istante.'}
            retrying={requested.isFetching || purchased.isFetching}
            onRetry={() => {
              void requested.refetch();
              void purchased.refetch();
            }}
          />
        ) : (
          <ReportsLoading />
        )}
      </div>
      <MyDataSection enabled={sessionReady} />
    </div>
  );
}
