import { MESSAGES } from '@fin-atlas/domain';
import { Button } from '@mantine/core';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { reportRuntimeError } from '../core/api/client-error-report';
import { MessagePage } from '../ui/MessagePage';
import { OutdatedBanner } from './banners/OutdatedBanner';
import { checkRevision, isChunkLoadError } from './banners/outdated';

/**
 * A route that failed to load or render. A missing code chunk usually means a newer build replaced
 * this one, which the revision check confirms (and the upgrade banner then says); anything else is
 * a bug, recorded for FIN Admins.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const chunk = isChunkLoadError(error);
  useEffect(() => {
    if (chunk) void checkRevision();
    else reportRuntimeError(error);
  }, [chunk, error]);
  return (
    <>
      <OutdatedBanner />
      <MessagePage
        code="!"
        title={chunk ? 'This page could not be loaded.' : 'Something went wrong on this page.'}
        message={chunk ? 'Refresh the page to load the current version.' : MESSAGES.toast.genericError}
      >
        <Button mt="md" onClick={() => window.location.reload()}>
          Refresh
        </Button>
      </MessagePage>
    </>
  );
}
