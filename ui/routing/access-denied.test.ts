import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '../../application/admin/messages';
import { refuseAccess } from './access-denied';

const thrownBy = (refuse: () => unknown): unknown => {
  try {
    refuse();
  } catch (thrown) {
    return thrown;
  }
  throw new Error('refuseAccess returned');
};

describe('the access-denied answer', () => {
  it('is a 403 for the pages\' error boundary with the heading, the lead and the hint for admins', () => {
    const thrown = thrownBy(() => refuseAccess());
    expect(thrown).toMatchObject({
      init: { status: 403 },
      data: { status: 403, heading: ADMIN_MESSAGES.accessDeniedHeading, message: ADMIN_MESSAGES.adminsOnly, hint: ADMIN_MESSAGES.adminLoginHint },
    });
  });

  it('carries a page\'s own lead where it says more than the general one', () => {
    expect(thrownBy(() => refuseAccess('Die Übersicht aller Schulungspläne ist nur für Administratoren.'))).toMatchObject({
      data: { message: 'Die Übersicht aller Schulungspläne ist nur für Administratoren.', heading: ADMIN_MESSAGES.accessDeniedHeading },
    });
  });
});
