/**
 * Member sign-in (Firebase Auth). Placeholder until the member-accounts work lands: the shell
 * only needs sign-out and a session watcher.
 */
export async function signOutMember(): Promise<void> {}
