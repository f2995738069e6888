import { failureNotice, type FailingEndpoint } from '@/api/failures'
import type { DialogService } from './dialogContext'

/**
 * Shows the spec §8 dialog for a failed call (src/api/failures.ts decides its title and text;
 * nothing for an admin 401). Resolves when it is dismissed. `useFailureAlert()` in a component.
 */
export async function alertFailure(dialog: DialogService, endpoint: FailingEndpoint, error: unknown) {
  const notice = failureNotice(endpoint, error)
  if (notice) await dialog.alert({ tone: 'error', ...notice })
}
